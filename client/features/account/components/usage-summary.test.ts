import { describe, expect, it } from 'vitest';
import { usageText } from '@/features/account/components/usage-summary';

describe('usageText', () => {
  it('counts against the limit of the plan', () => {
    expect(usageText({ used: 2, limit: 3 })).toBe('2 of 3 documents used this month');
    expect(usageText({ used: 0, limit: 1 })).toBe('0 of 1 document used this month');
  });

  it('counts alone on an unlimited plan', () => {
    expect(usageText({ used: 1, limit: null })).toBe('1 document used this month (unlimited)');
    expect(usageText({ used: 5, limit: null })).toBe('5 documents used this month (unlimited)');
  });
});
