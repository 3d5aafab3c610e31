import { z } from 'zod';
import { PLANS } from './constants';
import { textField } from './text';

export const feedbackBody = z.object({
  feedback: textField('feedback', 'Please write your feedback before sending it')
    .trim()
    .min(1, 'Please write your feedback before sending it')
    .max(5000, 'Feedback must be at most 5000 characters'),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const deleteAccountBody = z.object({
  confirm: textField('confirm', 'Type your e-mail address to confirm').trim().toLowerCase(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The plan's documents this month (`GET /api/account/usage`). */
export const usageDto = z.object({
  plan: z.enum(PLANS),
  /** null when the plan (or the server) sets no limit. */
  limit: z.number().nullable(),
  used: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type UsageDto = z.infer<typeof usageDto>;
