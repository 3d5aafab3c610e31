import { describe, expect, it } from 'vitest';
import { IMAGE_BUSY_MESSAGE, IMAGE_WORK, imageWork } from './image-work';

/** A piece of work that runs until it is let go, counting how many run together. */
function gate() {
  let running = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  const work = () =>
    new Promise<void>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      releases.push(() => {
        running -= 1;
        resolve();
      });
    });
  return { work, releases, most: () => most };
}

describe('imageWork', () => {
  it(`works on ${IMAGE_WORK.atOnce} images at once, queues the rest, and refuses past the queue`, async () => {
    const g = gate();
    const total = IMAGE_WORK.atOnce + IMAGE_WORK.waiting;
    const accepted = Array.from({ length: total }, () => imageWork(g.work));
    await expect(imageWork(g.work)).rejects.toMatchObject({ status: 429, message: IMAGE_BUSY_MESSAGE });
    await expect.poll(() => g.releases.length).toBe(IMAGE_WORK.atOnce);
    for (let done = 0; done < total; done++) {
      await expect.poll(() => g.releases.length).toBeGreaterThan(done);
      g.releases[done]?.();
    }
    await Promise.all(accepted);
    expect(g.most()).toBe(IMAGE_WORK.atOnce);
  });

  it('frees its place when the work fails', async () => {
    for (let i = 0; i < IMAGE_WORK.atOnce + 1; i++)
      await expect(imageWork(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(imageWork(async () => 'ok')).resolves.toBe('ok');
  });
});
