import { Cpu } from 'lucide-react';
import { useId, useState } from 'react';
import type { AiModelDto } from '@common/ai-models';
import { useUser } from '@/features/auth/api/get-user';
import { useAiModels } from '@/features/ai/api/get-ai-models';
import { failureWithReason } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type ModelPickerProps = {
  /** The chat's own model; null: the default. */
  model: string | null | undefined;
  /** Saves the model picked on the chat (a document's, a design's); the next reply comes from it. */
  onPick: (model: string) => Promise<unknown>;
  /** A design chat: only models that see images are offered (and the offline engine, which reads measurements). */
  needsVision?: boolean;
};

/** The models a chat may pick: every listed one, or for a design chat those that see images and the offline engine. */
export const pickable = (models: AiModelDto[], needsVision: boolean) =>
  needsVision ? models.filter((m) => m.vision || m.provider === 'offline') : models;

/** The model a chat's next reply comes from: its own while listed, else the default. */
export const effectiveModel = (models: AiModelDto[], model: string | null | undefined) =>
  models.find((m) => m.id === model) ?? models.find((m) => m.default) ?? models[0];

/**
 * The chat's model under the composer, as a native select (keyboard and phone friendly). The choice is
 * saved on the chat at once. A design chat offers the models that see images; when its model cannot
 * (the default, the offline engine), that model still shows as the chat's and the screen says the
 * review uses the design's measurements only. With the offline engine alone, it says how to connect a model.
 */
export function ModelPicker({ model, onPick, needsVision = false }: ModelPickerProps) {
  const id = useId();
  const models = useAiModels();
  const user = useUser();
  const [saving, setSaving] = useState(false);
  if (!models.data) return null;
  const current = effectiveModel(models.data, model);
  const offered = pickable(models.data, needsVision);
  if (current && !offered.includes(current)) offered.push(current);
  const onlyOffline = models.data.every((m) => m.provider === 'offline');
  const measurementsOnly = needsVision && current !== undefined && !current.vision;

  function pick(next: string) {
    setSaving(true);
    onPick(next)
      .catch((error: unknown) =>
        toast({ variant: 'destructive', title: 'Model not changed', description: failureWithReason(error, 'Could not change the model.') }),
      )
      .finally(() => setSaving(false));
  }

  return (
    <>
      <label htmlFor={id} className="inline-flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground">
        <Cpu className="size-3.5" aria-hidden="true" />
        Model
      </label>
      <select
        id={id}
        value={current?.id}
        disabled={saving}
        onChange={(event) => pick(event.target.value)}
        className="h-7 max-w-[20rem] min-w-0 flex-1 truncate rounded-md border bg-background px-1.5 text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-none"
      >
        {offered.map((m) => (
          <option key={m.id} value={m.id}>
            {m.label}
            {m.default ? ' · default' : ''}
            {needsVision && !m.vision ? ' · no images' : ''}
          </option>
        ))}
      </select>
      {onlyOffline ? (
        <span className="text-xs text-muted-foreground">
          {user.data?.isAdmin ? 'Connect a model in Admin → AI connections.' : 'Ask an administrator to connect an AI model.'}
        </span>
      ) : (
        measurementsOnly && (
          <span role="note" className="basis-full text-xs text-muted-foreground">
            {offered.some((m) => m.vision)
              ? `${current.label} cannot see images: the review will use the design's measurements only. Pick a model that sees images for a visual review.`
              : "No enabled model sees images: the review will use the design's measurements only."}
          </span>
        )
      )}
    </>
  );
}
