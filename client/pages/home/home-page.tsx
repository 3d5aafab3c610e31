import { ChosenProduct } from '@/features/products/components/chosen-product';
import { usePageTitle } from '@/hooks/use-page-title';
import { AskBox } from '@/pages/home/ask-box';
import { InviteCard } from '@/pages/home/invite-card';
import { JourneyCards } from '@/pages/home/journey-cards';

/** Home: ask a question to start a chat, or pick a guided journey. */
export function HomePage() {
  usePageTitle('Home');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6 lg:py-16">
      <div className="space-y-6">
        <h1 className="text-center text-3xl font-semibold sm:text-4xl">What do you want to know?</h1>
        <ChosenProduct />
        <AskBox />
      </div>
      <section aria-labelledby="journeys-heading" className="space-y-3">
        <h2 id="journeys-heading" className="text-sm font-medium tracking-wide text-muted-foreground uppercase">
          Start a guided journey
        </h2>
        <JourneyCards />
      </section>
      <InviteCard />
    </div>
  );
}
