import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemoryDto } from '@common/documents';
import { getQueryFn } from '@/lib/api-client';

export const memoriesQueryKey = (documentId: string) => ['/api/documents', documentId, 'memories'] as const;

export const memoriesQueryOptions = (documentId: string) =>
  queryOptions({ queryKey: memoriesQueryKey(documentId), queryFn: getQueryFn<MemoryDto[]>({ on401: 'throw' }) });

/** The facts remembered for a document, most important first. */
export function useMemories(documentId: string) {
  return useQuery(memoriesQueryOptions(documentId));
}

/** The list with one memory added or replaced (by key), most important first. */
export function upsertMemory(list: MemoryDto[], memory: MemoryDto): MemoryDto[] {
  return [...list.filter((m) => m.key !== memory.key), memory].sort(
    (a, b) => b.importance - a.importance || a.key.localeCompare(b.key),
  );
}
