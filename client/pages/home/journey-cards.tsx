import { Compass, FileText, FlaskConical, Palette, Wand2, type LucideIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import type { JourneyType } from '@common/constants';
import { toast } from '@/components/ui/use-toast';
import { useCreateDocument } from '@/features/documents/api/create-document';

type Journey = { type: JourneyType; title: string; description: string; icon: LucideIcon; pro?: boolean };

const JOURNEYS: Journey[] = [
  { type: 'explore', title: 'Explore New Features', description: 'Brainstorm and rank feature ideas for your users.', icon: Compass },
  { type: 'design', title: 'Refine UX Design', description: 'Walk through a flow and find where users get stuck.', icon: Palette },
  { type: 'prd', title: 'Draft a PRD from Scratch', description: 'Answer a few questions, get a structured PRD.', icon: FileText },
  { type: 'validate', title: 'Validate Your Ideas', description: 'Find the riskiest assumption and test it cheaply.', icon: FlaskConical },
  {
    type: 'enhance',
    title: 'Enhance an Existing PRD',
    description: 'Bring a PRD you have and get an AI review.',
    icon: Wand2,
    pro: true,
  },
];

/** 'prd' gives 'New Prd Document' (SPEC section 2). */
const newDocumentTitle = (type: JourneyType) => `New ${type.charAt(0).toUpperCase()}${type.slice(1)} Document`;

/** The five journeys: each starts a guided chat, except Enhance, which opens the documents editor. */
export function JourneyCards() {
  const [, navigate] = useLocation();
  const create = useCreateDocument();

  function start({ type }: Journey) {
    if (type === 'enhance') return navigate('/documents');
    create.mutate(
      { title: newDocumentTitle(type), content: '', type },
      {
        onSuccess: (document) => {
          toast({ title: 'Chat session started', description: 'You can now interact with the AI assistant' });
          navigate(`/chat/${document.id}`);
        },
        onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to start chat session' }),
      },
    );
  }

  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {JOURNEYS.map((journey) => (
        <li key={journey.type}>
          <button
            type="button"
            onClick={() => start(journey)}
            disabled={create.isPending}
            className="group flex h-full w-full items-start gap-3 rounded-xl border bg-card p-4 text-left shadow-xs transition hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-60"
          >
            <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
              <journey.icon className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-2 font-medium">
                {journey.title}
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
      ))}
    </ul>
  );
}
