import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FeatureGrid } from '@/features/auth/components/feature-grid';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useSignIn } from '@/features/auth/hooks/use-sign-in';
import { ProductPicture } from '@/pages/landing/product-picture';

/** The visitor's screen: 'Sign in', the hero with the sign-in form, the six features, the product at work, and a lower call to action. */
export function LandingPage() {
  const signIn = useSignIn();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-5 sm:px-6">
        <BrandMark />
        <span className="text-lg font-semibold tracking-tight">Northstar</span>
        {/* A returning user signs in the same way: the e-mail, then the code (on screen once asked for, where the toast says it was sent). */}
        {signIn.step === 'email' && (
          <Button variant="outline" className="ml-auto" onClick={signIn.focusField}>
            Sign in
          </Button>
        )}
      </header>
      <main className="flex-1">
        <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(60%_60%_at_50%_0%,var(--color-accent),transparent)]"
          />
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-16 text-center sm:px-6 sm:pt-20">
            <p className="inline-flex rounded-full border bg-card px-3 py-1 text-xs font-medium text-accent-foreground shadow-xs">
              AI feedback for product managers
            </p>
            <h1 id="hero-heading" className="mt-6 text-4xl font-bold sm:text-5xl md:text-6xl">
              Your AI Chief Product Officer
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-base text-muted-foreground sm:text-lg">
              Get senior-level feedback on your PRDs and UI designs, then talk every decision through with an assistant that knows your
              product.
            </p>
            <div className="mx-auto mt-8 max-w-md text-left">
              <SignInForm signIn={signIn} />
            </div>
          </div>
        </section>
        <FeatureGrid />
        <ProductPicture />
        {signIn.step === 'email' && (
          <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6">
            <div className="mx-auto max-w-4xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12">
              <h2 id="cta-heading" className="text-2xl font-semibold sm:text-3xl">
                Ready to sharpen your next product decision?
              </h2>
              <p className="mx-auto mt-3 max-w-xl text-primary-foreground/85">
                Enter your e-mail above and we will send you a sign-in code in seconds.
              </p>
              <Button
                size="lg"
                variant="secondary"
                className="mt-8 focus-visible:ring-white/70"
                onClick={signIn.sendCode}
                disabled={signIn.processing}
                aria-busy={signIn.processing}
              >
                {signIn.processing && <Spinner aria-hidden="true" />}
                Get Started
              </Button>
            </div>
          </section>
        )}
      </main>
      <footer className="border-t px-4 py-6 text-center text-sm text-muted-foreground">Northstar, your AI Chief Product Officer</footer>
    </div>
  );
}
