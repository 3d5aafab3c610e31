import { useState } from 'react';
import { flushSync } from 'react-dom';
import { INVALID_EMAIL, normalizeEmail } from '@common/email';
import { dismissToast, toast } from '@/lib/toast';
import { useRequestOtp } from '@/features/auth/api/request-otp';
import { useResendOtp } from '@/features/auth/api/resend-otp';
import { useVerifyOtp } from '@/features/auth/api/verify-otp';
import { serverMessage } from '@/lib/api-client';

/** The id of the e-mail field, which the lower call to action scrolls to and focuses. */
export const EMAIL_INPUT_ID = 'sign-in-email';
/** The id of the code field, which 'Sign in' focuses once a code was sent. */
export const CODE_INPUT_ID = 'sign-in-code';

const CODE_SENT = 'Verification code sent to your email';

/** Every sign-in toast replaces the last one, and signing in clears a failure still on screen. */
const SIGN_IN_TOAST = 'sign-in';

const showError = (description: string) => toast({ id: SIGN_IN_TOAST, variant: 'destructive', title: 'Error', description });

/** The sign-in steps: e-mail entry, then code entry, then '/' once verified. */
export function useSignIn() {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();
  const resendOtp = useResendOtp();
  const processing = requestOtp.isPending || verifyOtp.isPending || resendOtp.isPending;

  /** Scrolls to the field of the step shown (the e-mail, or the code once sent) and focuses it. */
  function focusField(id = step === 'email' ? EMAIL_INPUT_ID : CODE_INPUT_ID) {
    const input = document.getElementById(id);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    input?.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    input?.focus({ preventScroll: true });
  }

  function sendCode() {
    if (processing) return;
    const normalized = normalizeEmail(email);
    if (normalized === null) {
      toast({ id: SIGN_IN_TOAST, variant: 'destructive', title: 'Invalid Email', description: INVALID_EMAIL });
      focusField();
      return;
    }
    requestOtp.mutate(
      { email: normalized },
      {
        onSuccess: () => {
          setEmail(normalized);
          setCode('');
          setStep('code');
          toast({ id: SIGN_IN_TOAST, title: CODE_SENT });
        },
        onError: (error) => showError(serverMessage(error, 'Failed to send verification code')),
      },
    );
  }

  function verify() {
    if (processing) return;
    const otp = code.trim();
    if (!otp) {
      showError('Please enter the verification code');
      return;
    }
    // A promise, not mutate's callbacks: those are skipped once signing in has replaced this screen,
    // which would leave a wrong code's error on the signed-in app.
    verifyOtp.mutateAsync({ otp }).then(
      () => dismissToast(SIGN_IN_TOAST),
      (error: unknown) => showError(serverMessage(error, 'Invalid verification code')),
    );
  }

  function resend() {
    if (processing) return;
    resendOtp.mutate(undefined, {
      onSuccess: () => toast({ id: SIGN_IN_TOAST, title: CODE_SENT }),
      onError: (error) => showError(serverMessage(error, 'Failed to send verification code')),
    });
  }

  function changeEmail() {
    flushSync(() => {
      setStep('email');
      setCode('');
    });
    focusField(EMAIL_INPUT_ID);
  }

  return {
    step,
    email,
    setEmail,
    code,
    setCode,
    processing,
    sendCode,
    verify,
    resend,
    changeEmail,
    focusField: () => focusField(),
  };
}

export type SignIn = ReturnType<typeof useSignIn>;
