import type { PromptDto } from '@common/admin';
import { useUpdatePrompt } from '@/features/admin/api/update-prompt';
import { PromptBlock } from '@/features/admin/components/prompt-block';
import { useEditOne } from '@/features/admin/hooks/use-edit-one';

/** AI Prompts: one block per prompt, one of them in edit mode at a time. */
export function PromptsTab({ prompts }: { prompts: PromptDto[] }) {
  const edit = useEditOne(useUpdatePrompt(), (prompt) => prompt.id, {
    saved: 'Prompt updated successfully',
    failed: 'Failed to update prompt',
  });
  if (prompts.length === 0) return <p className="py-12 text-center text-sm text-muted-foreground">No prompts yet.</p>;
  return (
    <div className="space-y-4">
      {prompts.map((prompt) => (
        <PromptBlock key={prompt.id} prompt={prompt} {...edit.blockProps(prompt)} />
      ))}
    </div>
  );
}
