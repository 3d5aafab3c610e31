import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import type { Limit, RateLimiter } from './rate-limiter';

/**
 * Checks every window, then counts in all of them, atomically: a sorted set per key holds the times
 * of the counted actions. KEYS are the counters; ARGV: now, member, then limit and window per key.
 * Answers 0 when counted, else the 1-based index of the full limit.
 */
const SCRIPT = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[2 + (i - 1) * 2 + 1])
  local window = tonumber(ARGV[2 + (i - 1) * 2 + 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= limit then return i end
end
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[2 + (i - 1) * 2 + 2])
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, window)
end
return 0`;

export type RedisRateLimiter = RateLimiter & { close(): Promise<void> };

export async function redisRateLimiter(url: string): Promise<RedisRateLimiter> {
  const client = createClient({ url });
  client.on('error', () => {});
  await client.connect();
  const consumeAll = async (limits: Limit[], now: Date) => {
    const args = [String(now.getTime()), randomUUID(), ...limits.flatMap((l) => [String(l.limit), String(l.windowMs)])];
    const full = Number(await client.eval(SCRIPT, { keys: limits.map((l) => `northstar:rate:${l.key}`), arguments: args }));
    return full === 0 ? null : (limits[full - 1] ?? null);
  };
  return {
    consumeAll,
    consume: async (limit, now) => (await consumeAll([limit], now)) === null,
    close: async () => {
      await client.quit();
    },
  };
}
