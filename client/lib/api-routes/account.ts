import type { DeleteAccountBody, FeedbackBody, UsageDto } from '@common/account';
import type { MessageResponse } from '@common/auth';
import { get, send } from '@/lib/api-routes/route';

/** The signed-in user's own account. */
export const accountApi = {
  usage: get<UsageDto>('/api/account/usage'),
  logoutAll: send<undefined, MessageResponse>('POST', '/api/account/logout-all'),
  /** `confirm` must be the account's e-mail. */
  remove: send<DeleteAccountBody, MessageResponse>('DELETE', '/api/account'),
  feedback: send<FeedbackBody, MessageResponse>('POST', '/api/feedback'),
};
