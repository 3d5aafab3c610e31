import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const designQueryOptions = (id: string) => queryOptions(queryFor(resource(api.designs.one, { id })));

/** One design with its content; 404 'Design not found' for a missing design or another user's. */
export function useDesign(id: string) {
  return useQuery(designQueryOptions(id));
}
