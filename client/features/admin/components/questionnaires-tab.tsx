import { useState } from 'react';
import type { QuestionnaireDto } from '@common/admin';
import { toast } from '@/components/ui/use-toast';
import { useUpdateQuestionnaire } from '@/features/admin/api/update-questionnaire';
import { QuestionnaireBlock } from '@/features/admin/components/questionnaire-block';
import { serverMessage } from '@/lib/api-client';

/** Journey Questionnaires: one block per journey type, one of them in edit mode at a time. */
export function QuestionnairesTab({ questionnaires }: { questionnaires: QuestionnaireDto[] }) {
  const [editingType, setEditingType] = useState<string | null>(null);
  const update = useUpdateQuestionnaire();

  const save = (questionnaire: QuestionnaireDto) =>
    update.mutate(questionnaire, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Questionnaire updated successfully' });
        setEditingType(null);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: serverMessage(error, 'Failed to update questionnaire'),
        }),
    });

  if (questionnaires.length === 0) {
    return <p className="py-12 text-center text-sm text-muted-foreground">No questionnaires yet.</p>;
  }
  return (
    <div className="space-y-4">
      {questionnaires.map((questionnaire) => (
        <QuestionnaireBlock
          key={questionnaire.type}
          questionnaire={questionnaire}
          editing={editingType === questionnaire.type}
          saving={update.isPending}
          onEdit={() => setEditingType(questionnaire.type)}
          onCancel={() => setEditingType(null)}
          onSave={save}
        />
      ))}
    </div>
  );
}
