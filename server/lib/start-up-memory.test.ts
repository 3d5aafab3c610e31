import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * In a child process (V8 settings are process-wide): allocates objects that survive a few young
 * collections, the pattern that makes V8 grow its young generation, and answers the young
 * generation's size in MiB while starting and after the start.
 */
const script = `
  import v8 from 'node:v8';
  import { endStartUp, limitStartUpMemory } from './server/lib/start-up-memory.ts';
  const newSpaceMiB = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 2 ** 20;
  const burst = () => {
    const kept = new Array(100_000);
    for (let i = 0; i < 3_000_000; i++) kept[i % kept.length] = { i, text: 'x' + i };
    return kept.length;
  };
  const mode = process.argv[1];
  if (mode === 'limited') limitStartUpMemory();
  burst();
  const starting = newSpaceMiB();
  if (mode === 'limited') endStartUp();
  burst();
  console.log(JSON.stringify({ starting, after: newSpaceMiB() }));
`;

async function youngGeneration(mode: 'limited' | 'default') {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, mode]);
  return JSON.parse(stdout) as { starting: number; after: number };
}

describe('start-up memory settings', () => {
  it('keep the young generation at its first size while starting, and let it grow afterwards', async () => {
    const limited = await youngGeneration('limited');
    const unlimited = await youngGeneration('default');
    expect(unlimited.starting).toBeGreaterThan(limited.starting);
    expect(limited.starting).toBeLessThanOrEqual(unlimited.starting / 4);
    expect(limited.after).toBeGreaterThan(limited.starting);
  }, 60_000);
});
