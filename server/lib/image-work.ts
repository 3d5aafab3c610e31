import { tooMany } from './errors';

/**
 * Image work (decoding, re-encoding, thumbnails, measuring a design) runs in libvips on Node's shared
 * thread pool, which file reads and writes also use. Only this many images are worked on at once,
 * so a burst of heavy images always leaves threads for everyone else's requests.
 */
export const IMAGE_WORK = { atOnce: 2, waiting: 32 } as const;

export const IMAGE_BUSY_MESSAGE = 'Too many images are being processed right now. Please try again in a moment.';

let running = 0;
const queue: (() => void)[] = [];

/** Runs `work` when a slot is free; with too many already waiting, refuses at once (429). */
export async function imageWork<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_WORK.atOnce) {
    if (queue.length >= IMAGE_WORK.waiting) throw tooMany(IMAGE_BUSY_MESSAGE);
    await new Promise<void>((resolve) => queue.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}
