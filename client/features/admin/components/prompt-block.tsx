import { useState } from 'react';
import type { PromptDto } from '@common/admin';
import { Textarea } from '@/components/ui/textarea';
import { EditBlock } from '@/features/admin/components/edit-block';
import { SaveCancel } from '@/features/admin/components/save-cancel';
import { capitalize } from '@/features/admin/lib/labels';

type PromptBlockProps = {
  prompt: PromptDto;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (prompt: PromptDto) => void;
};

/** One prompt: its type capitalised as heading and its content; in edit mode a 12-row text area. */
export function PromptBlock({ prompt, editing, saving, onEdit, onCancel, onSave }: PromptBlockProps) {
  const heading = capitalize(prompt.type);
  return (
    <EditBlock heading={heading} editing={editing} saving={saving} onEdit={onEdit}>
      {editing ? (
        <PromptEditor prompt={prompt} label={`${heading} prompt`} saving={saving} onCancel={onCancel} onSave={onSave} />
      ) : (
        <p className="rounded-md bg-muted/60 p-3 text-sm break-words whitespace-pre-wrap text-muted-foreground">{prompt.content}</p>
      )}
    </EditBlock>
  );
}

type PromptEditorProps = Pick<PromptBlockProps, 'prompt' | 'saving' | 'onCancel' | 'onSave'> & { label: string };

function PromptEditor({ prompt, label, saving, onCancel, onSave }: PromptEditorProps) {
  const [content, setContent] = useState(prompt.content);
  return (
    <div className="space-y-3">
      <Textarea
        aria-label={label}
        rows={12}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        disabled={saving}
        autoFocus
        className="font-mono text-xs md:text-xs"
      />
      <SaveCancel saving={saving} onCancel={onCancel} onSave={() => onSave({ ...prompt, content })} />
    </div>
  );
}
