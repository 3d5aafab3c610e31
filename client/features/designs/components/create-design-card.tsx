import { ImagePlus, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';

export const NEW_DESIGN_PATH = '/designs/new';

/** The dashed first card of the grid: opens the editor for a new design. */
export function CreateDesignCard() {
  return (
    <li className="min-h-[240px]">
      <Link
        href={NEW_DESIGN_PATH}
        className="group flex h-full flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-input bg-card/50 p-6 text-center transition-colors outline-none hover:border-primary/60 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground transition-transform group-hover:scale-105"
        >
          <Plus className="size-6" />
        </span>
        <span className="font-semibold">Create New Design</span>
        <span className="max-w-56 text-sm text-muted-foreground">Upload or paste a screenshot to get an AI design review</span>
      </Link>
    </li>
  );
}

/** No designs yet: what the screen is for, and the way to the first one. */
export function EmptyDesigns() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border-2 border-dashed border-input bg-card px-6 py-14 text-center">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
        <ImagePlus className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">No designs yet</h2>
      <p className="text-sm text-muted-foreground">
        Upload or paste a screenshot of a screen, a flow or a mock-up, and Northstar reviews its UX, then answers your
        questions about it.
      </p>
      <Link href={NEW_DESIGN_PATH} className={buttonVariants({ className: 'mt-2' })}>
        <Plus aria-hidden="true" />
        Create New Design
      </Link>
    </div>
  );
}
