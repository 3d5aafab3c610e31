import { formatDistanceToNow } from 'date-fns';

/** "3 minutes ago", or an empty string for a time that is not one. */
export function ago(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDistanceToNow(date, { addSuffix: true });
}
