import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemoryDto } from '@common/documents';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const memoriesQueryOptions = (documentId: string) => queryOptions(queryFor(resource(api.memories.list, { id: documentId })));

/** The facts remembered for a document, most important first. */
export function useMemories(documentId: string) {
  return useQuery(memoriesQueryOptions(documentId));
}

/** The list with one memory added or replaced (by key), most important first. */
export function upsertMemory(list: MemoryDto[], memory: MemoryDto): MemoryDto[] {
  return [...list.filter((m) => m.key !== memory.key), memory].sort((a, b) => b.importance - a.importance || a.key.localeCompare(b.key));
}
