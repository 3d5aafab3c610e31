import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const templateSectionsQueryOptions = queryOptions(queryFor(resource(api.templates.sections)));

/** The template library: sections in order, each with its templates. */
export function useTemplateSections() {
  return useQuery(templateSectionsQueryOptions);
}

/** A change to the library (a section or a template created, edited, deleted): the library is read again. */
export function useTemplateChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resource(api.templates.sections).queryKey }),
  });
}
