import { z } from 'zod';
import type { Plan } from './constants';
import { textField } from './text';

export const feedbackBody = z.object({
  feedback: textField('feedback', 'Please write your feedback before sending it')
    .trim()
    .min(1, 'Please write your feedback before sending it')
    .max(5000, 'Feedback must be at most 5000 characters'),
});

export const deleteAccountBody = z.object({
  confirm: textField('confirm', 'Type your e-mail address to confirm').trim().toLowerCase(),
});

export type UsageDto = {
  plan: Plan;
  /** null when the plan (or the server) sets no limit. */
  limit: number | null;
  used: number;
  periodStart: string;
  periodEnd: string;
};
