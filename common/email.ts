import { LIMITS } from './constants';

/** What every e-mail address looks like: something, an @, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * An address trimmed and lower-cased, or null when it is not one. Plain code, so the sign-in page
 * checks addresses without loading the schema library; the server's schema applies the same rule.
 */
export function normalizeEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= LIMITS.emailChars && EMAIL_PATTERN.test(email) ? email : null;
}
