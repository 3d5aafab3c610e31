import type { ToolName } from '../../../common/tools/inputs';
import { fmt } from '../../../common/tools/format';

/** A figure in a formula line: four decimals, or three significant digits when tiny. */
export const r = (n: number, digits = 4) => (n !== 0 && Math.abs(n) < 0.001 ? n.toPrecision(3) : fmt(n, digits));

/** A p-value as a reader writes it: "p < 0.001" below that, else "p = 0.0432". */
export const pText = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${fmt(p, 4)}`);

type Shown = { inputs: Record<string, unknown>; formula: string; steps: string[]; answer: string; notes: string[] };

/**
 * A tool's result: what it shows (inputs, formula, steps, answer, notes) and its headline numbers.
 * A headline that is not a finite number is a bug in the tool, so it fails here, never reaching a reply.
 */
export function toolAnswer<H extends Record<string, unknown>>(tool: ToolName, result: Shown & H): { tool: ToolName } & Shown & H {
  for (const [key, value] of Object.entries(result)) {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`${tool}: ${key} is not a finite number`);
  }
  return { tool, ...result };
}
