import { z } from 'zod';
import { PLANS } from './constants';

export const promptBody = z.object({
  id: z.string().optional(),
  type: z.string().optional(),
  content: z.string({ error: 'content must be text' }).max(50_000, 'content must be at most 50,000 characters'),
});

export const questionnaireBody = z.object({
  id: z.string().optional(),
  type: z.string().optional(),
  questions: z
    .array(
      z.object({
        key: z.string({ error: 'key must be text' }).max(64, 'key must be at most 64 characters'),
        question: z.string({ error: 'question must be text' }).max(1000, 'question must be at most 1000 characters'),
      }),
      { error: 'questions must be a list' },
    )
    .max(30, 'at most 30 questions'),
});

export const adminUserChange = z.object({
  isAdmin: z.boolean().optional(),
  plan: z.enum(PLANS, { error: `plan must be one of ${PLANS.join(', ')}` }).optional(),
});
export type AdminUserChange = z.infer<typeof adminUserChange>;

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
