import { z } from 'zod';
import { PLANS } from './constants';
import { textField } from './text';

export const promptBody = z.object({
  id: textField('id').optional(),
  type: textField('type').optional(),
  content: textField('content').max(50_000, 'content must be at most 50,000 characters'),
});
export type PromptBody = z.infer<typeof promptBody>;

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
export type QuestionnaireBody = z.infer<typeof questionnaireBody>;

export const adminUserChange = z
  .object({
    isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional(),
    plan: z.enum(PLANS, { error: `plan must be one of ${PLANS.join(', ')}` }).optional(),
  })
  .refine((c) => c.isAdmin !== undefined || c.plan !== undefined, 'Nothing to change: send isAdmin or plan');
export type AdminUserChange = z.infer<typeof adminUserChange>;

/** The journey type in the questionnaire routes' path. */
export const questionnaireParams = z.object({ type: textField('type') });

/** Answers of the Admin Dashboard's routes. Times are ISO 8601 in UTC. */
export const adminUserDto = z.object({
  id: z.string(),
  email: z.string(),
  otpVerified: z.boolean(),
  isAdmin: z.boolean(),
  plan: z.enum(PLANS),
  createdAt: z.string(),
});
export type AdminUserDto = z.infer<typeof adminUserDto>;

export const promptDto = z.object({ id: z.string(), type: z.string(), content: z.string() });
export type PromptDto = z.infer<typeof promptDto>;

/** A journey's guided questions (also `GET /api/questionnaires/{type}`). */
export const questionnaireDto = z.object({
  id: z.string(),
  type: z.string(),
  questions: z.array(z.object({ key: z.string(), question: z.string() })),
});
export type QuestionnaireDto = z.infer<typeof questionnaireDto>;

export const feedbackDto = z.object({ id: z.string(), email: z.string(), feedback: z.string(), createdAt: z.string() });
export type FeedbackDto = z.infer<typeof feedbackDto>;
