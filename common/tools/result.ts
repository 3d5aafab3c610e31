import { z } from 'zod';

/**
 * What every tool answers: its inputs as used (defaults filled in), the formula, the steps of the
 * arithmetic, the answer in one sentence, and its headline numbers as named fields (`perArm`,
 * `pValue`, `revenueAfter`...). A figure that does not exist (a lift on a 0 % baseline) is null.
 */
export const toolResult = z.looseObject({
  tool: z.string(),
  inputs: z.record(z.string(), z.unknown()),
  formula: z.string(),
  steps: z.array(z.string()),
  answer: z.string(),
  notes: z.array(z.string()),
});
export type ToolResult = z.infer<typeof toolResult>;

/** A tool as the API lists it and the model gets it: its name, what it is for, and its input as JSON Schema. */
export const toolDescriptionDto = z.object({
  name: z.string(),
  description: z.string(),
  inputSchema: z.record(z.string(), z.unknown()),
});
export type ToolDescription = z.infer<typeof toolDescriptionDto>;
