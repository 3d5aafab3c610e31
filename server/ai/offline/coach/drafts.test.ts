import { describe, expect, it } from 'vitest';
import { draftKind } from './drafts';

describe('draftKind', () => {
  it('drafts a UX checklist only when one is asked for, not when the product has a checklist', () => {
    expect(draftKind('Give me a UX checklist for the signup flow')).toBe('ux');
    expect(draftKind('write a checklist for our settings screen')).toBe('ux');
    expect(draftKind('usability review of onboarding please')).toBe('ux');
    expect(draftKind('A new onboarding checklist got 260 of 1,000 new users activated in a test. Is that a real improvement?')).toBeNull();
    expect(draftKind("I'm working on an onboarding checklist for new admins.")).toBeNull();
  });
});
