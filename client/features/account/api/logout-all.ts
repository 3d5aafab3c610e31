import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@common/auth';
import { apiRequest } from '@/lib/api-client';

/** Ends every session of the user, this one included (then see useEndSession). */
export const logoutAll = () => apiRequest<MessageResponse>('POST', '/api/account/logout-all');

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
