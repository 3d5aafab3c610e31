import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireDto } from '@common/admin';
import { adminQuestionnairesQueryKey } from '@/features/admin/api/get-admin-questionnaires';
import { apiRequest } from '@/lib/api-client';

export const updateQuestionnaire = (questionnaire: QuestionnaireDto) =>
  apiRequest<QuestionnaireDto>(
    'PUT',
    `/api/admin/questionnaires/${encodeURIComponent(questionnaire.type)}`,
    questionnaire,
  );

/**
 * SPEC section 7: the questionnaires list is refetched on success. The journey's own questionnaire,
 * which guided chats load, is refetched too.
 */
export function useUpdateQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestionnaire,
    onSuccess: (_answer, { type }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuestionnairesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/questionnaires', type] }),
      ]),
  });
}
