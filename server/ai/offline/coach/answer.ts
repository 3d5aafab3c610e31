/** What each kind of answer returns, and the helpers they share. */
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
};

export type Handler = (c: Conversation) => Answer;

/** Joins Markdown blocks with blank lines, skipping empty ones; an array block is joined line by line. */
export { blocks } from '../markdown-blocks';
