import { FileText, MessagesSquare, Palette, PenLine, ShieldCheck, Zap, type LucideIcon } from 'lucide-react';

const FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Smart Document Analysis',
    description: 'Paste or upload a PRD and get structured AI feedback on its gaps, risks and clarity.',
    icon: FileText,
  },
  {
    title: 'Design Review',
    description: 'Upload or paste a screenshot of your UI and get an AI critique of its layout and usability.',
    icon: Palette,
  },
  {
    title: 'Interactive AI Chat',
    description: 'Talk each document through with an assistant that remembers the facts you share about your product.',
    icon: MessagesSquare,
  },
  {
    title: 'Secure Access',
    description: 'Sign in with a one-time code sent to your e-mail: no password to remember or to leak.',
    icon: ShieldCheck,
  },
  {
    title: 'Rich Text Editor',
    description: 'Write with headings, lists and emphasis; your changes are saved automatically as you type.',
    icon: PenLine,
  },
  {
    title: 'Real-time Updates',
    description: 'Replies, analyses and saves appear as they happen, without reloading the page.',
    icon: Zap,
  },
];

/** The six features the landing screen advertises, as cards. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-heading" className="text-3xl font-semibold sm:text-4xl">
          Everything you need to ship better products
        </h2>
        <p className="mt-3 text-muted-foreground">
          One workspace for your documents, your designs and the conversations that sharpen them.
        </p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
            <span className="grid size-10 place-items-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
