import type { JourneyType } from './constants';

/** What a question asked on the home screen is: which journey it starts, and whether it is a pasted document. */
export type QuestionIntent = { type: JourneyType; pastedDocument: boolean };

const PRD_SECTIONS =
  /^(?:#{1,3}\s*)?(?:\d+[.)]\s*)?(?:problem(?: statement)?|goals?|non-goals|objectives|background|overview|target users|personas|user stories|requirements|functional requirements|success metrics|metrics|scope|out of scope|milestones|timeline|risks|assumptions|dependencies|open questions|acceptance criteria)\s*:?\s*$/im;
const DOC = '(?:prd|product requirements?(?: document)?|spec(?:ification)?|requirements doc(?:ument)?|product brief|one-pager)';
const REVIEW = new RegExp(
  `\\b(?:review|critique|improve|strengthen|polish|tighten|feedback on|score|assess|audit|check|fix|rewrite|enhance)\\b[^.?!\\n]{0,40}\\b${DOC}\\b`,
  'i',
);
const DRAFT = new RegExp(`\\b(?:write|draft|create|start|help me (?:write|draft)|outline|build)\\b[^.?!\\n]{0,40}\\b${DOC}\\b`, 'i');
const VALIDATE =
  /\b(?:validate|validating|test (?:an|my|this|the) idea|riskiest assumption|fake[- ]door|smoke test|a\/b test|experiment|hypothesis|is (?:there|this) (?:demand|a market)|would (?:people|users|customers) (?:pay|use))\b/i;
const DESIGN =
  /\b(?:ux|ui|user experience|usability|onboarding flow|checkout flow|sign[- ]?up flow|wireframe|mockup|screen|layout|navigation|redesign)\b/i;

/** Lines that name PRD sections: three of them in a long text make it a pasted document. */
function sectionHeadings(text: string): number {
  let count = 0;
  for (const line of text.split('\n')) if (line.length < 60 && PRD_SECTIONS.test(line)) count++;
  return count;
}

/**
 * The journey a home-screen question starts: a pasted PRD or "review my PRD" starts a review
 * (enhance), "draft a PRD" the PRD journey, an idea to test validation, a screen or flow the UX
 * journey, and anything else exploration.
 */
export function journeyForQuestion(question: string): QuestionIntent {
  const text = question.trim();
  const words = text.split(/\s+/).length;
  if (words >= 120 && sectionHeadings(text) >= 3) return { type: 'enhance', pastedDocument: true };
  const opening = text.slice(0, 600);
  if (REVIEW.test(opening)) return { type: 'enhance', pastedDocument: words >= 120 };
  if (DRAFT.test(opening)) return { type: 'prd', pastedDocument: false };
  if (VALIDATE.test(opening)) return { type: 'validate', pastedDocument: false };
  if (DESIGN.test(opening)) return { type: 'design', pastedDocument: false };
  return { type: 'explore', pastedDocument: false };
}
