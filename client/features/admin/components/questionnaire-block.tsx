import { Plus } from 'lucide-react';
import { useReducer } from 'react';
import type { QuestionnaireDto } from '@common/admin';
import { Button } from '@/components/ui/button';
import { EditBlock } from '@/features/admin/components/edit-block';
import { QuestionRow } from '@/features/admin/components/question-row';
import { SaveCancel } from '@/features/admin/components/save-cancel';
import { capitalize } from '@/features/admin/lib/labels';
import { draftsOf, questionDraftsReducer, questionsOf } from '@/features/admin/lib/question-drafts';

type QuestionnaireBlockProps = {
  questionnaire: QuestionnaireDto;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (questionnaire: QuestionnaireDto) => void;
};

/** One journey's questionnaire: its ordered questions (key and question), editable as a list. */
export function QuestionnaireBlock({ questionnaire, editing, saving, onEdit, onCancel, onSave }: QuestionnaireBlockProps) {
  return (
    <EditBlock heading={capitalize(questionnaire.type)} editing={editing} saving={saving} onEdit={onEdit}>
      {editing ? (
        <QuestionnaireEditor questionnaire={questionnaire} saving={saving} onCancel={onCancel} onSave={onSave} />
      ) : questionnaire.questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No questions: chats of this journey start without guidance.</p>
      ) : (
        <ol className="space-y-2">
          {questionnaire.questions.map((q, index) => (
            <li key={index} className="flex gap-3 text-sm">
              <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">{index + 1}.</span>
              <div className="min-w-0">
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">{q.key || '(no key)'}</code>
                <p className="mt-1 break-words">{q.question}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </EditBlock>
  );
}

type QuestionnaireEditorProps = Pick<QuestionnaireBlockProps, 'questionnaire' | 'saving' | 'onCancel' | 'onSave'>;

function QuestionnaireEditor({ questionnaire, saving, onCancel, onSave }: QuestionnaireEditorProps) {
  const [drafts, dispatch] = useReducer(questionDraftsReducer, questionnaire.questions, draftsOf);
  const count = drafts.rows.length;
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {drafts.rows.map((row, index) => (
          <QuestionRow
            key={row.id}
            row={row}
            position={index + 1}
            isFirst={index === 0}
            isLast={index === count - 1}
            disabled={saving}
            dispatch={dispatch}
          />
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" onClick={() => dispatch({ type: 'add' })} disabled={saving}>
          <Plus aria-hidden="true" />
          Add Question
        </Button>
        <SaveCancel saving={saving} onCancel={onCancel} onSave={() => onSave({ ...questionnaire, questions: questionsOf(drafts) })} />
      </div>
    </div>
  );
}
