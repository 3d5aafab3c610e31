import { describe, expect, it } from 'vitest';
import { wantsPretty } from './log-output';

describe('log output', () => {
  it('pretty-prints only in a terminal outside production and CI', () => {
    expect(wantsPretty({}, true)).toBe(true);
    expect(wantsPretty({}, false)).toBe(false);
    expect(wantsPretty({ NODE_ENV: 'production' }, true)).toBe(false);
    expect(wantsPretty({ CI: 'true' }, true)).toBe(false);
  });
});
