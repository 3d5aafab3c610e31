import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiModelDto } from '@common/ai-models';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const aiModelsQueryOptions = queryOptions(queryFor(resource(api.aiConnections.models)));

/** The models a chat may use: the enabled ones, the environment's, and the offline engine. */
export function useAiModels() {
  return useQuery(aiModelsQueryOptions);
}

/** How a reply names its model: the list's label, or the model's own name once it is no longer listed. */
export function modelLabel(models: AiModelDto[] | undefined, id: string | null | undefined): string | undefined {
  if (!id) return undefined;
  return models?.find((m) => m.id === id)?.label ?? id.slice(id.indexOf(':') + 1);
}
