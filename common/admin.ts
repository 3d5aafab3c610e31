import { z } from 'zod';
import { PLANS } from './constants';
import { textField } from './text';

export const promptBody = z.object({
  id: textField('id').optional(),
  type: textField('type').optional(),
  content: textField('content').max(50_000, 'content must be at most 50,000 characters'),
});

export const questionnaireBody = z.object({
  id: textField('id').optional(),
  type: textField('type').optional(),
  questions: z
    .array(
      z.object({
        key: textField('key').max(64, 'key must be at most 64 characters'),
        question: textField('question').max(1000, 'question must be at most 1000 characters'),
      }),
      { error: 'questions must be a list' },
    )
    .max(30, 'at most 30 questions'),
});

export const adminUserChange = z
  .object({
    isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional(),
    plan: z.enum(PLANS, { error: `plan must be one of ${PLANS.join(', ')}` }).optional(),
  })
  .refine((c) => c.isAdmin !== undefined || c.plan !== undefined, 'Nothing to change: send isAdmin or plan');
export type AdminUserChange = z.infer<typeof adminUserChange>;

/** The journey type in the questionnaire routes' path. */
export const questionnaireParams = z.object({ type: textField('type') });

export type AdminUserDto = {
  id: string;
  email: string;
  otpVerified: boolean;
  isAdmin: boolean;
  plan: (typeof PLANS)[number];
  createdAt: string;
};
export type PromptDto = { id: string; type: string; content: string };
export type QuestionnaireDto = { id: string; type: string; questions: { key: string; question: string }[] };
export type FeedbackDto = { id: string; email: string; feedback: string; createdAt: string };
