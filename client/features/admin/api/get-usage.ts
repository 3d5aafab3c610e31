import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

/** Replies and tokens per user and model between two dates (inclusive), for admins. */
export function useUsage(from: string, to: string) {
  return useQuery({ ...queryFor(resource(api.aiConnections.usage, undefined, { from, to })), placeholderData: keepPreviousData });
}
