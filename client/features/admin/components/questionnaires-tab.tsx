import type { QuestionnaireDto } from '@common/admin';
import { useUpdateQuestionnaire } from '@/features/admin/api/update-questionnaire';
import { QuestionnaireBlock } from '@/features/admin/components/questionnaire-block';
import { useEditOne } from '@/features/admin/hooks/use-edit-one';

/** Journey Questionnaires: one block per journey type, one of them in edit mode at a time. */
export function QuestionnairesTab({ questionnaires }: { questionnaires: QuestionnaireDto[] }) {
  const edit = useEditOne(useUpdateQuestionnaire(), (questionnaire) => questionnaire.type, {
    saved: 'Questionnaire updated successfully',
    failed: 'Failed to update questionnaire',
  });
  if (questionnaires.length === 0) {
    return <p className="py-12 text-center text-sm text-muted-foreground">No questionnaires yet.</p>;
  }
  return (
    <div className="space-y-4">
      {questionnaires.map((questionnaire) => (
        <QuestionnaireBlock key={questionnaire.type} questionnaire={questionnaire} {...edit.blockProps(questionnaire)} />
      ))}
    </div>
  );
}
