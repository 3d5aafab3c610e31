import { CircleOff } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useAiStatus } from '@/features/ai/api/get-ai-status';
import { useAiModels } from '@/features/ai/api/get-ai-models';

const EXPLANATION = 'Replies are rule-based because no AI provider is configured.';

/**
 * Says so when replies come from the offline engine; nothing when an AI provider answers. Given a chat's
 * model (null for the default), it speaks of that chat: the model picked, else the default one.
 */
export function OfflineEngineBadge({ chatModel }: { chatModel?: string | null }) {
  const { data } = useAiStatus();
  const models = useAiModels();
  const list = chatModel === undefined ? undefined : models.data;
  const answering = list && (list.find((m) => m.id === chatModel) ?? list.find((m) => m.default));
  const offline = answering ? answering.provider === 'offline' : data?.engine === 'offline';
  if (!offline) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          tabIndex={0}
          className="inline-flex h-7 shrink-0 items-center gap-1.5 rounded-full border bg-secondary px-2.5 text-xs font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <CircleOff className="size-3.5" aria-hidden="true" />
          {/* A phone shows 'Offline'; the name is always the whole phrase. */}
          <span>
            Offline<span className="sr-only sm:not-sr-only"> AI engine</span>
          </span>
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-64">{EXPLANATION}</TooltipContent>
    </Tooltip>
  );
}
