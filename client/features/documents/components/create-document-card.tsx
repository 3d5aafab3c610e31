import { FilePlus2, FileText, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';

/** The dashed first card of the grid: opens the editor on a new document. */
export function CreateDocumentCard({ href }: { href: string }) {
  return (
    <li className="min-h-[180px]">
      <Link
        href={href}
        className="group flex h-full flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-input bg-card/50 p-6 text-center transition-colors outline-none hover:border-primary/60 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground transition-transform group-hover:scale-105"
        >
          <Plus className="size-6" />
        </span>
        <span className="font-semibold">Create New Document</span>
        <span className="max-w-56 text-sm text-muted-foreground">Write or import a PRD and get an AI review</span>
      </Link>
    </li>
  );
}

/** No documents yet: what the screen is for, and the way to the first one. */
export function EmptyDocuments({ href }: { href: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border-2 border-dashed border-input bg-card px-6 py-14 text-center">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
        <FileText className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">No documents yet</h2>
      <p className="text-sm text-muted-foreground">
        Paste a PRD, or upload a .docx, .doc, .md or .txt file, and Northstar reviews it like a Chief Product Officer
        would, then answers your questions about it.
      </p>
      <Link href={href} className={buttonVariants({ className: 'mt-2' })}>
        <FilePlus2 aria-hidden="true" />
        Create New Document
      </Link>
    </div>
  );
}
