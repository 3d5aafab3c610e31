/** What each kind of answer returns, and the helpers they share. */
import type { ToolName } from '../../../../common/tools/inputs';
import type { ToolResult } from '../../../../common/tools/result';
import type { Conversation } from './conversation';

export type AnswerKind =
  | 'why'
  | 'prioritise'
  | 'metrics'
  | 'sizing'
  | 'sample-size'
  | 'experiment'
  | 'riskiest'
  | 'risks'
  | 'non-goals'
  | 'acceptance'
  | 'stories'
  | 'prd-section'
  | 'summary'
  | 'review'
  | 'draft'
  | 'design'
  | 'kickoff'
  | 'mvp'
  | 'rollout'
  | 'segment'
  | 'pricing'
  | 'statement';

export type Answer = {
  kind: AnswerKind;
  text: string;
  /** The reasons behind the answer's recommendation, for "why?" on the next turn. */
  why?: string[];
  /** The recommendation in a few words ("smart reminders first"), for "why?" on the next turn. */
  claim?: string;
  /** The toolbox calls the answer computed through, in order: saved on the reply as tool parts, shown as cards. */
  tools?: ToolCall[];
};

/** One call of the PM toolbox: the tool, the input it ran on (defaults filled in) and its result. */
export type ToolCall = { name: ToolName; input: Record<string, unknown>; output: ToolResult };
/** A tool's result as the call that made it. */
export const toolCall = (name: ToolName, output: ToolResult): ToolCall => ({ name, input: output.inputs, output });

export type Handler = (c: Conversation) => Answer;

/** Joins Markdown blocks with blank lines, skipping empty ones; an array block is joined line by line. */
export { blocks } from '../markdown-blocks';
