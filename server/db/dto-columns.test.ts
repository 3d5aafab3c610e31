import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentDto, documentSummaryDto } from '../../common/documents';
import { columnsOf, columnsWithout, isoColumnsOf, toDto } from './dto-columns';
import { documents } from './schema/documents';

describe('DTO columns', () => {
  it('picks the columns a DTO names, in its order, and never the content of a summary', () => {
    expect(Object.keys(columnsOf(documents, documentSummaryDto))).toEqual([
      'id',
      'title',
      'type',
      'productId',
      'teamId',
      'createdAt',
      'updatedAt',
    ]);
    expect(columnsOf(documents, documentSummaryDto).title).toBe(documents.title);
  });

  it('reads timestamps as ISO text for lists, other columns as they are', () => {
    const columns = isoColumnsOf(documents, documentSummaryDto);
    expect(columns.id).toBe(documents.id);
    expect(columns.createdAt).not.toBe(documents.createdAt);
  });

  it('refuses a DTO field that is no column', () => {
    const dto = z.object({ id: z.string(), nope: z.string() });
    // @ts-expect-error: the compiler refuses it too
    expect(() => columnsOf(documents, dto)).toThrow('The DTO names nope, which is no column of the table');
  });

  it('leaves out the columns named', () => {
    expect(Object.keys(columnsWithout(documents, 'content', 'userId'))).toEqual([
      'id',
      'title',
      'type',
      'sourceChatId',
      'model',
      'productId',
      'teamId',
      'createdAt',
      'updatedAt',
    ]);
  });

  it('maps a row to its DTO: the fields named, in order, dates as ISO text', () => {
    const at = new Date('2026-03-15T10:00:00.123Z');
    const row = { userId: 'u', content: '<p>x</p>', id: 'd', title: 'T', type: 'prd' as const, createdAt: at, updatedAt: at };
    const dto = toDto(documentDto)(row);
    expect(dto).toEqual({
      id: 'd',
      title: 'T',
      type: 'prd',
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      content: '<p>x</p>',
    });
    expect(Object.keys(dto)).toEqual(['id', 'title', 'type', 'createdAt', 'updatedAt', 'content']);
    expect(Object.keys(toDto(documentSummaryDto)(row))).not.toContain('content');
  });
});
