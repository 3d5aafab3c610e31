import { Compass, FileText, FlaskConical, Palette, Wand2, type LucideIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { JOURNEY_LIST, newJourneyTitle, type Journey, type JourneyIcon } from '@common/journeys';
import { toast } from '@/lib/toast';
import { toastFailure } from '@/lib/failure-toast';
import { useCreateDocument } from '@/features/documents/api/create-document';
import { useChosenProduct } from '@/features/products/hooks/use-chosen-product';
import { paths } from '@/lib/paths';

/** How each journey icon is drawn: a new icon name must be drawn here, or it does not compile. */
const ICONS: Record<JourneyIcon, LucideIcon> = {
  compass: Compass,
  palette: Palette,
  'file-text': FileText,
  flask: FlaskConical,
  wand: Wand2,
};

/** A journey's start: its success toast replaces a failure still on screen. */
const START_TOAST = 'start-journey';

/** The journeys of the registry: each starts a guided chat, except those that open the documents editor. */
export function JourneyCards() {
  const [, navigate] = useLocation();
  const create = useCreateDocument();
  const productId = useChosenProduct()?.id;

  function start({ type, opensEditor }: Journey) {
    if (opensEditor) return navigate(paths.documents);
    create.mutate(
      { title: newJourneyTitle(type), content: '', type, productId },
      {
        onSuccess: (document) => {
          toast({ id: START_TOAST, title: 'Chat session started', description: 'You can now interact with the AI assistant' });
          navigate(paths.chat(document.id));
        },
        onError: (error) =>
          toastFailure(error, { id: START_TOAST, fallback: 'Failed to start chat session', description: 'Failed to start chat session' }),
      },
    );
  }

  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {JOURNEY_LIST.map((journey) => {
        const Icon = ICONS[journey.icon];
        return (
          <li key={journey.type}>
            <button
              type="button"
              onClick={() => start(journey)}
              disabled={create.isPending}
              className="group flex h-full w-full items-start gap-3 rounded-xl border bg-card p-4 text-left shadow-xs transition hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-60"
            >
              <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 font-medium">
                  {journey.label}
                  {journey.pro && (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-[0.65rem] font-semibold tracking-wide text-primary-foreground uppercase">
                      Pro
                    </span>
                  )}
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">{journey.description}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
