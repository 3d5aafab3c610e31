import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DesignDto } from '@common/designs';
import { designQueryKey } from '@/features/designs/api/design-cache';
import { apiRequest } from '@/lib/api-client';

export const getDesign = (id: string) => apiRequest<DesignDto>('GET', `/api/designs/${encodeURIComponent(id)}`);

export const designQueryOptions = (id: string) =>
  queryOptions({ queryKey: designQueryKey(id), queryFn: () => getDesign(id) });

/** One design with its content; 404 'Design not found' for a missing design or another user's. */
export function useDesign(id: string) {
  return useQuery(designQueryOptions(id));
}
