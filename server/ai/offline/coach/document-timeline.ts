/**
 * "Is the timeline realistic?" in the document panel: the dates of the document checked against what
 * each step needs, conflicts first with the lines they come from; with none, what a reviewer will ask
 * of the dates that the document does not answer yet.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { conflictLine, timelineConflicts } from '../timeline-conflicts';

export const ASKS_TIMELINE =
  /\b(?:timeline|schedule|dates?|deadline|milestones?|on time|hit (?:the|our|that) date|realistic|achievable|feasible)\b/i;

export function answerDocumentTimeline(c: Conversation): Answer | null {
  const doc = c.documentText?.trim();
  if (!doc) return null;
  const conflicts = timelineConflicts(doc);
  const dated = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bq[1-4]\b/i.test(doc);
  if (conflicts.length > 0)
    return {
      kind: 'statement',
      claim: 'the timeline contradicts itself',
      text: blocks(
        `**Not as written: ${conflicts.length === 1 ? 'one step is dated before what it needs' : `${conflicts.length} steps are dated before what they need`}.**`,
        conflicts.map((x) => `- ${conflictLine(x)}`),
        '**Recommendation:** decide which date moves, or what the step does without its dependency (a manual stand-in for the pilot, say), and write that into the plan before review: a reviewer will find this first.',
      ),
    };
  return {
    kind: 'statement',
    claim: dated ? 'no contradiction in the dates' : 'no dates to check',
    text: blocks(
      dated
        ? '**I found no dates that contradict each other**, so the plan is at least possible as written. Whether it is realistic rests on what the document does not say yet:'
        : '**The document has no dates yet**, so there is nothing to check. A plan a reviewer can trust says:',
      [
        '- the estimate behind each date, and who gave it;',
        '- what each milestone needs from outside the team (contracts, integrations, approvals), with their dates;',
        '- the buffer: which date moves first if something slips, and what is cut instead.',
      ],
    ),
  };
}
