import { performance } from 'node:perf_hooks';
import { TOOL_NAMES } from '../../common/tools/inputs';
import { TOOL_EXAMPLES } from '../../server/ai/tools/examples';
import { runTool } from '../../server/ai/tools/registry';

/**
 * Every PM tool run on its example input, checked against its schema as the API and the model run it:
 * the median of 200 runs after a warm-up, for the slowest tool.
 */
export function benchToolbox(): { tool: string; ms: number } {
  let slowest = { tool: '', ms: 0 };
  for (const name of TOOL_NAMES) {
    const run = () => runTool(name, TOOL_EXAMPLES[name]);
    for (let i = 0; i < 20; i++) run();
    const times = Array.from({ length: 200 }, () => {
      const start = performance.now();
      run();
      return performance.now() - start;
    }).sort((a, b) => a - b);
    const median = times[100] ?? Number.NaN;
    if (median > slowest.ms) slowest = { tool: name, ms: median };
  }
  return slowest;
}
