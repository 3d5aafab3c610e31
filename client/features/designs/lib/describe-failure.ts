import { serverMessage } from '@/lib/api-client';

/** 'Failed to delete design: {server text}', or the bare message when the server gave no text. */
export function describeFailure(message: string, error: unknown): string {
  const text = serverMessage(error, '');
  return text ? `${message}: ${text}` : message;
}
