import { describe, expect, it } from 'vitest';
import { sectionBody, templateBody } from '@common/templates';
import { fieldErrors } from '@/features/templates/lib/field-errors';

describe('fieldErrors', () => {
  it('names each required field of a template the user left blank', () => {
    const parsed = templateBody.safeParse({ sectionId: 's1', title: '  ', description: '', content: '' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toEqual({
      title: 'Template title is required',
      content: 'Template content is required',
    });
  });

  it('keeps the first message of a field', () => {
    const parsed = sectionBody.safeParse({ name: '', description: 'x'.repeat(1001) });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toEqual({
      name: 'Section name is required',
      description: 'description must be at most 1000 characters',
    });
  });
});
