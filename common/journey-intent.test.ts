import { describe, expect, it } from 'vitest';
import { journeyForQuestion } from './journey-intent';

const pastedPrd = [
  'Offline sync for the mobile app',
  '## Problem',
  'Field technicians lose work when the connection drops. '.repeat(15),
  '## Goals',
  'Cut lost-work tickets by 80 % within two quarters. '.repeat(8),
  '## Requirements',
  '- Edits made offline are kept and synced within 30 s of reconnecting. '.repeat(8),
  '## Success metrics',
  'Lost-work tickets per week, baseline 42, target 8 by Q3.',
].join('\n');

describe('the journey a home question starts', () => {
  it.each([
    ['Can you review my PRD for the checkout redesign?', 'enhance'],
    ['Please critique this product requirements document', 'enhance'],
    ['Help me write a PRD for team workspaces', 'prd'],
    ['Draft a spec for offline sync', 'prd'],
    ['How do I validate demand for an invoicing add-on?', 'validate'],
    ['Would users pay for dark mode? I want to run a fake-door test', 'validate'],
    ['Our onboarding flow loses half of new users, how do we fix the UX?', 'design'],
    ['What should we build next for freelancers?', 'explore'],
    ['hello', 'explore'],
  ])('%s → %s', (question, type) => {
    expect(journeyForQuestion(question).type).toBe(type);
  });

  it('recognises a pasted PRD as a document to review', () => {
    expect(journeyForQuestion(pastedPrd)).toEqual({ type: 'enhance', pastedDocument: true });
    expect(journeyForQuestion('Problem\nGoals\nRequirements').type).not.toBe('enhance');
  });
});
