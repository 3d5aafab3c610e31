import { z } from 'zod';
import { LIMITS, OTP_LENGTH, PLANS } from './constants';
import { EMAIL_PATTERN, INVALID_EMAIL } from './email';
import { textField } from './text';

/** E-mail addresses are trimmed and lower-cased once, here (and in `normalizeEmail` for the browser). */
export const emailSchema = textField('email', INVALID_EMAIL)
  .trim()
  .toLowerCase()
  .max(LIMITS.emailChars, INVALID_EMAIL)
  .regex(EMAIL_PATTERN, INVALID_EMAIL);

export const requestOtpBody = z.object({ email: emailSchema });
export type RequestOtpBody = z.infer<typeof requestOtpBody>;

export const otpSchema = textField('otp', 'Please enter the verification code')
  .trim()
  .min(1, 'Please enter the verification code')
  .max(OTP_LENGTH, `The verification code has ${OTP_LENGTH} digits`);

export const verifyOtpBody = z.object({ otp: otpSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;

/** The signed-in user (`GET /api/user`, and the answer of verify-otp). */
export const userDto = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  otpVerified: z.boolean(),
  plan: z.enum(PLANS),
});
export type User = z.infer<typeof userDto>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * The cookie that only says the browser holds a session (no secret in it; the session cookie itself is
 * out of scripts' reach): the app asks who is signed in only when it is there.
 */
export const SIGNED_IN_COOKIE = 'ns_signed_in';
