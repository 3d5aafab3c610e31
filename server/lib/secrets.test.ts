import { describe, expect, it } from 'vitest';
import { createSealer } from './secrets';

describe('sealed secrets', () => {
  it('opens what it sealed, and the sealed text holds nothing of the secret', () => {
    const sealer = createSealer('server-secret');
    const sealed = sealer.seal('sk-live-1234567890');
    expect(sealed).not.toContain('sk-live');
    expect(sealed).not.toBe(sealer.seal('sk-live-1234567890'));
    expect(sealer.open(sealed)).toBe('sk-live-1234567890');
  });

  it('refuses a changed value or another secret', () => {
    const sealed = createSealer('one').seal('key');
    expect(() => createSealer('two').open(sealed)).toThrow();
    const [v, iv, , body] = sealed.split('.');
    const flipped = `${v}.${iv}.${Buffer.alloc(16).toString('base64url')}.${body}`;
    expect(() => createSealer('one').open(flipped)).toThrow();
  });
});
