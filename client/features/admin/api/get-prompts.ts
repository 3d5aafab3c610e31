import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const promptsQueryOptions = queryOptions(queryFor(resource(api.admin.prompts)));

/** The AI prompts (chat, document_feedback, design_analysis, title), for admins. */
export function usePrompts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...promptsQueryOptions, enabled });
}
