import { ArrowRight } from 'lucide-react';
import type { FormEvent } from 'react';
import { OTP_LENGTH } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { CODE_INPUT_ID, EMAIL_INPUT_ID, type SignIn } from '@/features/auth/hooks/use-sign-in';

const submitWith = (action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  action();
};

/** The e-mail step or, once a code was sent, the code step; Enter submits the step shown. */
export function SignInForm({ signIn }: { signIn: SignIn }) {
  return signIn.step === 'email' ? <EmailStep signIn={signIn} /> : <CodeStep signIn={signIn} />;
}

function EmailStep({ signIn }: { signIn: SignIn }) {
  const { processing } = signIn;
  return (
    <form noValidate onSubmit={submitWith(signIn.sendCode)} className="flex flex-col gap-3 sm:flex-row">
      <Label htmlFor={EMAIL_INPUT_ID} className="sr-only">
        Email
      </Label>
      <Input
        id={EMAIL_INPUT_ID}
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={signIn.email}
        onChange={(event) => signIn.setEmail(event.target.value)}
        disabled={processing}
        className="h-11 bg-card sm:flex-1"
      />
      <Button type="submit" size="lg" disabled={processing} aria-busy={processing}>
        {processing && <Spinner aria-hidden="true" />}
        Start Now
        {!processing && <ArrowRight aria-hidden="true" />}
      </Button>
    </form>
  );
}

function CodeStep({ signIn }: { signIn: SignIn }) {
  const { processing } = signIn;
  return (
    <form noValidate onSubmit={submitWith(signIn.verify)} className="flex flex-col gap-3">
      <p id="sign-in-code-hint" className="text-sm text-muted-foreground">
        We sent a {OTP_LENGTH}-digit code to <span className="font-medium break-all text-foreground">{signIn.email}</span>.
      </p>
      <Label htmlFor={CODE_INPUT_ID} className="sr-only">
        Verification code
      </Label>
      <Input
        id={CODE_INPUT_ID}
        autoFocus
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder={`Enter ${OTP_LENGTH}-digit code`}
        aria-describedby="sign-in-code-hint"
        value={signIn.code}
        onChange={(event) => signIn.setCode(event.target.value)}
        disabled={processing}
        className="h-12 bg-card text-center font-mono text-xl tracking-[0.4em] placeholder:font-sans placeholder:text-base placeholder:tracking-normal"
      />
      <Button type="submit" size="lg" disabled={processing} aria-busy={processing}>
        {processing && <Spinner aria-hidden="true" />}
        Verify &amp; Continue
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="link" size="sm" className="px-0" onClick={signIn.changeEmail} disabled={processing}>
          Use a different email
        </Button>
        <Button variant="link" size="sm" className="px-0" onClick={signIn.resend} disabled={processing}>
          Resend code
        </Button>
      </div>
    </form>
  );
}
