import { Cpu } from 'lucide-react';
import { useId } from 'react';
import type { AiModelDto } from '@common/ai-models';
import { useUser } from '@/features/auth/api/get-user';
import { useAiModels } from '@/features/ai/api/get-ai-models';
import { useSetChatModel } from '@/features/ai/api/set-chat-model';
import { failureWithReason } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type ModelPickerProps = {
  chatId: string;
  /** The chat's own model; null: the default. */
  model: string | null | undefined;
  /** A design chat: only models that see images are offered (and the offline engine, which reads measurements). */
  needsVision?: boolean;
};

/** The models a chat may pick: every listed one, or for a design chat those that see images and the offline engine. */
export const pickable = (models: AiModelDto[], needsVision: boolean) =>
  needsVision ? models.filter((m) => m.vision || m.provider === 'offline') : models;

/**
 * The chat's model under the composer, as a native select (keyboard and phone friendly). The choice is
 * saved on the chat at once; the next reply comes from it. With the offline engine alone, it says how
 * to connect a model.
 */
export function ModelPicker({ chatId, model, needsVision = false }: ModelPickerProps) {
  const id = useId();
  const models = useAiModels();
  const user = useUser();
  const save = useSetChatModel();
  if (!models.data) return null;
  const offered = pickable(models.data, needsVision);
  const fallback = models.data.find((m) => m.default)?.id;
  const chosen = offered.find((m) => m.id === model)?.id ?? (offered.some((m) => m.id === fallback) ? fallback : offered[0]?.id);
  const onlyOffline = models.data.every((m) => m.provider === 'offline');
  const designWithoutVision = needsVision && !offered.some((m) => m.vision);

  function pick(next: string) {
    save.mutate(
      { id: chatId, model: next },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Model not changed',
            description: failureWithReason(error, 'Could not change the model.'),
          }),
      },
    );
  }

  return (
    <>
      <label htmlFor={id} className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
        <Cpu className="size-3.5" aria-hidden="true" />
        Model
      </label>
      <select
        id={id}
        value={chosen}
        disabled={save.isPending}
        onChange={(event) => pick(event.target.value)}
        className="h-7 max-w-[16rem] min-w-0 truncate rounded-md border bg-background px-1.5 text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {offered.map((m) => (
          <option key={m.id} value={m.id}>
            {m.label}
            {m.default ? ' · default' : ''}
          </option>
        ))}
      </select>
      {onlyOffline ? (
        <span className="text-xs text-muted-foreground">
          {user.data?.isAdmin ? 'Connect a model in Admin → AI connections.' : 'Ask an administrator to connect an AI model.'}
        </span>
      ) : (
        designWithoutVision && (
          <span className="text-xs text-muted-foreground">
            No enabled model sees images: the review will use the design&apos;s measurements only.
          </span>
        )
      )}
    </>
  );
}
