import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireDto } from '@common/admin';
import { apiSend } from '@/lib/api-client';
import { isJourneyType } from '@common/journeys';
import { action, api, resource } from '@/lib/routes';

export const updateQuestionnaire = (questionnaire: QuestionnaireDto) =>
  apiSend(action(api.admin.updateQuestionnaire, { type: questionnaire.type }), questionnaire);

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
        queryClient.invalidateQueries({ queryKey: resource(api.admin.questionnaires).queryKey }),
        isJourneyType(type) && queryClient.invalidateQueries({ queryKey: resource(api.questionnaires.one, { type }).queryKey }),
      ]),
  });
}
