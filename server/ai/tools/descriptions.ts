import { z } from 'zod';
import { TOOL_INPUTS, TOOL_NAMES } from '../../../common/tools/inputs';
import type { ToolDescription } from '../../../common/tools/result';

/**
 * Every tool with its input as JSON Schema (draft 7, the inputs a caller sends): the list the API
 * answers and the model gets, built once.
 */
export const TOOL_DESCRIPTIONS: ToolDescription[] = TOOL_NAMES.map((name) => {
  const { $schema: _, ...inputSchema } = z.toJSONSchema(TOOL_INPUTS[name].input, { io: 'input', target: 'draft-7' });
  return { name, description: TOOL_INPUTS[name].description, inputSchema };
});
