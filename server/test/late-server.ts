import { conditions } from './event-stream-client';
import type { useTestApp } from './harness';
import { useSecondServer } from './second-server';

/**
 * A second app server that hears notifications late while `late.holding`: they wait, as on a busy
 * server, until `release()`. `late.news` changes whenever one is held.
 */
export function useLateSecondServer(t: ReturnType<typeof useTestApp>) {
  const late = { holding: false, held: [] as (() => void)[], news: conditions() };
  const release = () => {
    late.holding = false;
    for (const hear of late.held.splice(0)) hear();
  };
  const second = useSecondServer(t, {}, (database) => ({
    ...database,
    listen: (channel, listener, options) =>
      database.listen(
        channel,
        (payload) => {
          if (!late.holding) return listener(payload);
          late.held.push(() => listener(payload));
          late.news.changed();
        },
        options,
      ),
  }));
  return { second, late, release };
}
