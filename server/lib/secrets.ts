import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A sealed value: version, then IV, tag and ciphertext in base64url. */
const VERSION = 'v1';
const INFO = 'northstar ai-connection keys';

export type Sealer = { seal(plain: string): string; open(sealed: string): string };

/**
 * Seals secrets (the API keys of AI connections) with AES-256-GCM, under a key derived by HKDF-SHA-256
 * from the server's secret: `SECRETS_KEY` when set (the same on every app server), else the session
 * secret. A sealed value that was changed, or sealed under another secret, does not open.
 */
export function createSealer(secret: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'northstar', INFO, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
