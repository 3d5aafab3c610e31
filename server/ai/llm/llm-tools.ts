import type { JSONSchema7 } from 'ai';
import { isToolName } from '../../../common/tools/inputs';
import type { ToolPart } from '../../../common/messages';
import { isWorkspaceToolName } from '../../../common/tools/workspace-inputs';
import type { ToolDescription, ToolResult } from '../../../common/tools/result';
import { TOOL_DESCRIPTIONS, WORKSPACE_TOOL_DESCRIPTIONS } from '../tools/descriptions';
import { runTool, ToolInputError } from '../tools/registry';
import type { WorkspaceTools } from '../types';
import type { ChatModel } from './llm-stream';

type CallOptions = Parameters<ChatModel['doStream']>[0];
type FunctionTool = Extract<NonNullable<CallOptions['tools']>[number], { type: 'function' }>;
type PromptPart = Extract<CallOptions['prompt'][number], { role: 'tool' }>['content'][number];
type ToolResultOutput = Extract<PromptPart, { type: 'tool-result' }>['output'];
type JsonValue = Extract<ToolResultOutput, { type: 'json' }>['value'];
/** A tool call as the provider's stream gives it: the input as JSON text. */
export type ModelToolCall = { toolCallId: string; toolName: string; input: string };

/**
 * Rounds of tool calls in one reply: after this many the model is asked once more without tools, so
 * it answers in words with what it has.
 */
export const MAX_TOOL_STEPS = 4;

/** The toolbox in the provider interface's shape: the same names, descriptions and JSON Schemas as `GET /api/ai/tools`. */
const asFunction = (t: ToolDescription): FunctionTool => ({
  type: 'function',
  name: t.name,
  description: t.description,
  inputSchema: t.inputSchema as JSONSchema7,
});
export const MODEL_TOOLS: FunctionTool[] = TOOL_DESCRIPTIONS.map(asFunction);
const WORKSPACE_MODEL_TOOLS: FunctionTool[] = WORKSPACE_TOOL_DESCRIPTIONS.map(asFunction);
/** Every tool a model may be offered; a chat's request holds at most these. */
export const ALL_MODEL_TOOLS = [...MODEL_TOOLS, ...WORKSPACE_MODEL_TOOLS];

/** What a reply offers the model: the toolbox, and the workspace tools this chat has. */
export const modelToolsFor = (workspace?: WorkspaceTools): FunctionTool[] =>
  workspace
    ? [...MODEL_TOOLS, ...WORKSPACE_MODEL_TOOLS.filter((t) => (workspace.names as readonly string[]).includes(t.name))]
    : MODEL_TOOLS;

/** A call made by the model, run: the part saved on the reply, the input echoed back and the result it reads next. */
export type RanCall = { part: ToolPart; input: unknown; output: ToolResultOutput };

const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text || '{}') };
  } catch {
    return { ok: false };
  }
};

/**
 * Runs one tool call of the model. A call the tools cannot take (an unknown name, input that is not
 * JSON or breaks the schema, a workspace action that cannot be done) becomes an error result in words
 * the model can act on, never a failed reply.
 */
export async function runModelToolCall(call: ModelToolCall, workspace?: WorkspaceTools): Promise<RanCall> {
  const parsed = parse(call.input);
  const input = parsed.ok ? parsed.value : { unparsed: call.input };
  const failed = (errorText: string): RanCall => ({
    part: { type: `tool-${call.toolName}`, toolCallId: call.toolCallId, state: 'output-error', input, errorText },
    input,
    output: { type: 'error-text', value: errorText },
  });
  const { toolName } = call;
  const run = isToolName(toolName)
    ? async () => runTool(toolName, input)
    : workspace && isWorkspaceToolName(toolName) && workspace.names.includes(toolName)
      ? () => workspace.run(toolName, input)
      : undefined;
  if (!run)
    return failed(
      `There is no tool named "${toolName}". The tools are: ${modelToolsFor(workspace)
        .map((t) => t.name)
        .join(', ')}.`,
    );
  if (!parsed.ok) return failed('The input is not valid JSON. Send the input again as one JSON object.');
  try {
    const result: ToolResult = await run();
    return {
      part: { type: `tool-${call.toolName}`, toolCallId: call.toolCallId, state: 'output-available', input, output: result },
      input,
      // A tool's result is plain JSON: numbers, strings, null, lists and objects of them.
      output: { type: 'json', value: result as JsonValue },
    };
  } catch (err) {
    if (err instanceof ToolInputError) return failed(`Invalid input: ${err.message}`);
    throw err;
  }
}
