import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireDto } from '@common/admin';
import { apiSend } from '@/lib/api-client';
import { adminApi } from '@/lib/api-routes/admin';
import { questionnairesApi } from '@/lib/api-routes/questionnaires';
import { isJourneyType } from '@common/journeys';

export const updateQuestionnaire = (questionnaire: QuestionnaireDto) =>
  apiSend(adminApi.updateQuestionnaire(questionnaire.type), questionnaire);

/**
 * The questionnaires list is refetched on success, and so is the journey's own questionnaire, which
 * guided chats load.
 */
export function useUpdateQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestionnaire,
    onSuccess: (_answer, { type }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminApi.questionnaires.queryKey }),
        isJourneyType(type) && queryClient.invalidateQueries({ queryKey: questionnairesApi.one(type).queryKey }),
      ]),
  });
}
