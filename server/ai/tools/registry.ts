import { TOOL_INPUTS, type ToolInput, type ToolName } from '../../../common/tools/inputs';
import type { ToolResult } from '../../../common/tools/result';
import { cohortRetention } from './cohort';
import { convertUnits } from './convert';
import { funnel } from './funnel';
import { ltvCacPayback } from './ltv';
import { marketSize } from './market-size';
import { priceChange } from './price-change';
import { ice, rice } from './prioritise';
import { sampleSize } from './sample-size';
import { significance } from './significance';

/** The PM toolbox: one pure function per tool, the only place the offline engine, the model and the cards compute. */
export const TOOL_FUNCTIONS: { [N in ToolName]: (input: ToolInput<N>) => ToolResult } = {
  sample_size: sampleSize,
  significance,
  price_change: priceChange,
  rice,
  ice,
  funnel,
  cohort_retention: cohortRetention,
  ltv_cac_payback: ltvCacPayback,
  market_size: marketSize,
  convert_units: convertUnits,
};

/** Why a tool's input was refused, in the schema's words: "baselineRate: baselineRate must be below 1 …". */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

/** Checks raw input against the tool's schema, then runs it. */
export function runTool(name: ToolName, raw: unknown): ToolResult {
  const parsed = TOOL_INPUTS[name].input.safeParse(raw);
  if (!parsed.success) {
    throw new ToolInputError(
      parsed.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; '),
    );
  }
  return (TOOL_FUNCTIONS[name] as (input: unknown) => ToolResult)(parsed.data);
}
