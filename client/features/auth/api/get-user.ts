import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@common/auth';
import { getQueryFn } from '@/lib/api-client';

export const userQueryKey = ['/api/user'] as const;

/** The current user; a 401 means signed out and yields null. Never stale on its own, never retried. */
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  staleTime: Infinity,
  retry: false,
});

export function useUser() {
  return useQuery(userQueryOptions);
}
