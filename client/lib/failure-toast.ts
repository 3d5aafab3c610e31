import { navigate } from 'wouter/use-browser-location';
import { isPlanLimit, serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';

/** The way past a plan limit: the plans page, where the limit and who changes plans are shown. */
export const SEE_PLANS = { label: 'See plans', onClick: () => navigate(paths.billing) };

type Failure = {
  /** The action's toast id: its next toast replaces this one, and its success dismisses it. */
  id: string;
  /** The text without a server message (network errors, HTML error pages). */
  fallback: string;
  title?: string;
  /** The description, when it is not the server's message as it stands (a plan limit's message still wins). */
  description?: string;
};

/**
 * A failed action's toast: 'Error' and the server's message. When a plan limit refused it (the call
 * itself, or the step that `cause` names), the limit's message and 'See plans'.
 */
export function toastFailure(error: unknown, { id, fallback, title = 'Error', description }: Failure) {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const planLimit = isPlanLimit(cause);
  return toast({
    id,
    variant: 'destructive',
    title,
    description: planLimit ? serverMessage(cause, fallback) : (description ?? serverMessage(error, fallback)),
    action: planLimit ? SEE_PLANS : undefined,
  });
}
