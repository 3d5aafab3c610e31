/** "What should I fix first?" about a PRD: from its review when the document is known, else from the reviewers' feedback. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { inSentence } from '../phrase';
import { counted } from '../reading/figures';
import { reviewDocument } from '../document-review';
import { biggestLosses } from '../review-score';
import { conflictLine } from '../timeline-conflicts';
import { openRiskLine } from '../open-risks';

const FEEDBACK_FIXES: [RegExp, string][] = [
  [
    /vague|unclear|ambigu|acceptance|criteria|testable|requirements?/i,
    '**Requirements:** give each one an acceptance criterion ("Given [context], when [action], then [observable result within a threshold]"); split any requirement that needs two.',
  ],
  [
    /\buser|persona|who\b|audience|customer/i,
    '**Users:** add a short section naming the primary persona, their context and how often they hit the problem; name who is out of scope.',
  ],
  [
    /metric|baseline|measur|kpi|success/i,
    '**Metrics:** one north-star metric with baseline, target and date; where there is no baseline, write "measure first" and the date it will exist.',
  ],
  [
    /scope|too big|creep|mvp|phase/i,
    '**Scope:** list what is in the first release and a "Non-goals" list of what is not, with the reason for each.',
  ],
  [/timeline|date|when|deadline|milestone/i, '**Milestones:** dated milestones with an owner and an exit criterion each.'],
  [/risk|depend|legal|security/i, '**Risks:** the top three risks with a mitigation and an owner each.'],
  [/why|problem|evidence|data/i, '**Problem:** open with who is hurting, how often, what it costs, and one number as evidence.'],
];

export function answerRevision(c: Conversation): Answer | null {
  if (c.documentText?.trim()) {
    const review = reviewDocument(c.documentText);
    if (review.language !== 'en') return null;
    const fixes = biggestLosses(review.breakdown, 3);
    return {
      kind: 'review',
      claim: fixes[0] ? `${fixes[0].label.toLowerCase()} first` : 'polish',
      text: blocks(
        `**Completeness: ${review.score}/100.** ${fixes.length > 0 ? 'Fix these first, biggest gain first:' : 'Nothing loses points; polish the wording.'}`,
        fixes.map((f, i) => `${i + 1}. **${f.label}** (+${counted(f.weight - f.earned, 'point')}): ${f.reason}.`),
        review.timeline.length > 0 ? `**Also, the dates contradict each other:** ${review.timeline.map(conflictLine).join(' ')}` : '',
        review.openRisks.length > 0 ? `**Risks written down but not handled:** ${review.openRisks.map(openRiskLine).join('; ')}.` : '',
      ),
      why: fixes.map((f) => `${f.label} loses ${f.weight - f.earned} of its ${f.weight} points`),
    };
  }
  const feedback = c.full.pain_points ?? c.facts.pain_points ?? '';
  const fixes = FEEDBACK_FIXES.filter(([pattern]) => pattern.test(feedback)).map(([, fix]) => fix);
  if (fixes.length === 0) {
    return {
      kind: 'review',
      text: blocks(
        '**I cannot see the PRD yet.** Paste it here, or open it in **Documents** and run **Analyze with AI**: I will score it out of 100 and quote each gap.',
        'Until then, the gaps that most often block a sign-off, in order:',
        [`1. ${FEEDBACK_FIXES[2]?.[1] ?? ''}`, `2. ${FEEDBACK_FIXES[0]?.[1] ?? ''}`, `3. ${FEEDBACK_FIXES[3]?.[1] ?? ''}`],
      ),
    };
  }
  return {
    kind: 'review',
    claim: 'the reviewers’ points first',
    text: blocks(
      `**Fix what the reviewers raised first** (“${feedback}”):`,
      fixes.slice(0, 4).map((fix, i) => `${i + 1}. ${fix}`),
      c.facts.revision_goal ? `That is what stands between the draft and your aim: ${inSentence(c.facts.revision_goal)}.` : '',
      'Paste the PRD here for a scored review that quotes each gap.',
    ),
    why: ['the reviewers will judge the next draft against what they asked for'],
  };
}
