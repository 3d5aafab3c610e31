import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateSectionDto } from '@common/templates';
import { getQueryFn } from '@/lib/api-client';

export const templateSectionsQueryKey = ['/api/template-sections'] as const;

export const templateSectionsQueryOptions = queryOptions({
  queryKey: templateSectionsQueryKey,
  queryFn: getQueryFn<TemplateSectionDto[]>({ on401: 'throw' }),
});

/** The template library: sections in order, each with its templates. */
export function useTemplateSections() {
  return useQuery(templateSectionsQueryOptions);
}
