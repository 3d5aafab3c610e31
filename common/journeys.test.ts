import { describe, expect, it } from 'vitest';
import { JOURNEY_TYPES } from './constants';
import {
  EDITOR_DOCUMENT_TYPE,
  isEditorDocument,
  isJourneyType,
  isNewJourneyTitle,
  JOURNEY_LIST,
  JOURNEYS,
  journeyChatTitle,
  newJourneyTitle,
} from './journeys';

describe('journey registry', () => {
  it('has one entry per journey type, in the order of the home screen', () => {
    expect(JOURNEY_LIST.map((journey) => journey.type)).toEqual([...JOURNEY_TYPES]);
    for (const type of JOURNEY_TYPES) expect(JOURNEYS[type].type).toBe(type);
    expect(new Set(JOURNEY_LIST.map((journey) => journey.label)).size).toBe(JOURNEY_LIST.length);
  });

  it('has exactly one journey that opens the editor, whose documents are editor documents', () => {
    expect(JOURNEY_LIST.filter((journey) => journey.opensEditor).map((journey) => journey.type)).toEqual(['enhance']);
    expect(EDITOR_DOCUMENT_TYPE).toBe('enhance');
    expect(isEditorDocument({ type: 'enhance' })).toBe(true);
    expect(JOURNEY_TYPES.filter((type) => isEditorDocument({ type }))).toEqual(['enhance']);
  });

  it('tells a journey type from any other name', () => {
    expect(JOURNEY_TYPES.every(isJourneyType)).toBe(true);
    for (const name of ['', 'Explore', 'toString', '__proto__', 'constructor']) expect(isJourneyType(name)).toBe(false);
  });

  it("titles a new journey chat 'New {Type} Document', with an acronym written as one", () => {
    expect(newJourneyTitle('prd')).toBe('New PRD Document');
    expect(newJourneyTitle('explore')).toBe('New Explore Document');
    expect(newJourneyTitle('validate')).toBe('New Validate Document');
    for (const type of JOURNEY_TYPES) expect(isNewJourneyTitle(newJourneyTitle(type))).toBe(true);
    expect(isNewJourneyTitle('New Prd Document')).toBe(true);
    expect(isNewJourneyTitle('PRD: Instant Pay')).toBe(false);
  });

  it('names each journey as a sentence and a title would', () => {
    expect(JOURNEY_LIST.map((journey) => journey.name)).toEqual([
      'feature exploration',
      'UX design',
      'PRD',
      'idea validation',
      'PRD review',
    ]);
    expect(journeyChatTitle('prd', 'Instant Pay')).toBe('PRD: Instant Pay');
    expect(journeyChatTitle('explore', 'Ledgerly')).toBe('Feature exploration: Ledgerly');
  });
});
