import { z } from 'zod';
import { LIMITS, OTP_LENGTH, PLANS } from './constants';

/** E-mail addresses are trimmed and lower-cased once, here. */
export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(LIMITS.emailChars, 'Please enter a valid email address')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address');

export const requestOtpBody = z.object({ email: emailSchema });
export type RequestOtpBody = z.infer<typeof requestOtpBody>;

export const otpSchema = z
  .string({ error: 'Please enter the verification code' })
  .trim()
  .min(1, 'Please enter the verification code')
  .max(OTP_LENGTH, `The verification code has ${OTP_LENGTH} digits`);

export const verifyOtpBody = z.object({ otp: otpSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  otpVerified: z.boolean(),
  plan: z.enum(PLANS),
});
export type User = z.infer<typeof userSchema>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
