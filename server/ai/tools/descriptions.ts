import { z } from 'zod';
import { TOOL_INPUTS, TOOL_NAMES } from '../../../common/tools/inputs';
import type { ToolDescription } from '../../../common/tools/result';
import { WORKSPACE_TOOL_INPUTS, WORKSPACE_TOOL_NAMES } from '../../../common/tools/workspace-inputs';

const describe = (name: string, { input, description }: { input: z.ZodType; description: string }): ToolDescription => {
  const { $schema: _, ...inputSchema } = z.toJSONSchema(input, { io: 'input', target: 'draft-7' });
  return { name, description, inputSchema };
};

/**
 * Every tool with its input as JSON Schema (draft 7, the inputs a caller sends): the list the API
 * answers and the model gets, built once.
 */
export const TOOL_DESCRIPTIONS: ToolDescription[] = TOOL_NAMES.map((name) => describe(name, TOOL_INPUTS[name]));

/** The tools on the user's workspace (search, memory, documents), described the same way. */
export const WORKSPACE_TOOL_DESCRIPTIONS: ToolDescription[] = WORKSPACE_TOOL_NAMES.map((name) =>
  describe(name, WORKSPACE_TOOL_INPUTS[name]),
);
