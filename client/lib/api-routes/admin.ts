import type { AdminUserChange, AdminUserDto, FeedbackDto, PromptBody, PromptDto, QuestionnaireBody, QuestionnaireDto } from '@common/admin';
import type { MessageResponse } from '@common/auth';
import { get, send } from '@/lib/api-routes/route';

const BASE = '/api/admin';

/** The Admin Dashboard's users, prompts, questionnaires and feedback. */
export const adminApi = {
  users: get<AdminUserDto[]>(BASE, 'users'),
  updateUser: (id: string) => send<AdminUserChange, AdminUserDto>('PATCH', BASE, 'users', id),
  endSessions: (id: string) => send<undefined, MessageResponse>('POST', BASE, 'users', id, 'end-sessions'),
  prompts: get<PromptDto[]>(BASE, 'prompts'),
  updatePrompt: (id: string) => send<PromptBody, PromptDto>('PUT', BASE, 'prompts', id),
  questionnaires: get<QuestionnaireDto[]>(BASE, 'questionnaires'),
  updateQuestionnaire: (type: string) => send<QuestionnaireBody, QuestionnaireDto>('PUT', BASE, 'questionnaires', type),
  feedback: get<FeedbackDto[]>(BASE, 'feedback'),
};
