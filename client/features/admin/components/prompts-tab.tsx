import { useState } from 'react';
import type { PromptDto } from '@common/admin';
import { toast } from '@/components/ui/use-toast';
import { useUpdatePrompt } from '@/features/admin/api/update-prompt';
import { PromptBlock } from '@/features/admin/components/prompt-block';
import { serverMessage } from '@/lib/api-client';

/** AI Prompts: one block per prompt, one of them in edit mode at a time. */
export function PromptsTab({ prompts }: { prompts: PromptDto[] }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const update = useUpdatePrompt();

  const save = (prompt: PromptDto) =>
    update.mutate(prompt, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Prompt updated successfully' });
        setEditingId(null);
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to update prompt') }),
    });

  if (prompts.length === 0) return <p className="py-12 text-center text-sm text-muted-foreground">No prompts yet.</p>;
  return (
    <div className="space-y-4">
      {prompts.map((prompt) => (
        <PromptBlock
          key={prompt.id}
          prompt={prompt}
          editing={editingId === prompt.id}
          saving={update.isPending}
          onEdit={() => setEditingId(prompt.id)}
          onCancel={() => setEditingId(null)}
          onSave={save}
        />
      ))}
    </div>
  );
}
