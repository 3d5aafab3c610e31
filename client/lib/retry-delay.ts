/** The pause before trying again something that failed for want of the server: 1 s first. */
export const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** The pause after `ms`: twice as long, at most 30 s. */
export const nextRetryMs = (ms: number) => Math.min(ms * 2, MAX_RETRY_MS);
