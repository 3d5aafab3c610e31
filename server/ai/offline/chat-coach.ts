/** The offline chat coach: learns the product facts, coaches by journey, and drafts artefacts on request. */
import { splitContextBlock } from '../../../common/memory';
import type { ReplyInput } from '../types';
import { JOURNEY_INTRO, journeyTip, nextStep } from './coach-advice';
import { FACTS, askFor, missingFacts, readFacts, type Facts } from './coach-facts';
import { reviewDocument } from './document-review';
import { draftFeatureBrief } from './draft-feature-brief';
import { draftPrdOutline } from './draft-prd-outline';
import { draftUxChecklist } from './draft-ux-checklist';
import { draftValidationPlan } from './draft-validation-plan';
import { blocks } from './markdown-blocks';
import { biggestLosses } from './review-score';

export type CoachIntent = 'prd' | 'validation' | 'brief' | 'ux';

/** Named artefacts: asking for one by name is always a request. */
const PHRASES: [CoachIntent, RegExp][] = [
  ['validation', /\bvalidation plan\b/i],
  ['brief', /\bfeature (brief|exploration)\b|\b(explore|brainstorm) (the |some |my )?features\b/i],
  ['ux', /\b(ux|usability) (review|checklist|audit)\b/i],
  ['prd', /\boutline\b|\b(draft|write|create|start) (a |an |the |my )?prd\b/i],
];

/** Single words count only in a request, so "our app validates invoices" is a fact, not a request. */
const WORDS: [CoachIntent, RegExp][] = [
  ['validation', /\bvalidat(e|ion|ing)\b|\bexperiments?\b/i],
  ['ux', /\bchecklist\b|\busability\b/i],
  ['prd', /\bprds?\b/i],
];

const REQUEST = /\b(can|could|would|will) you\b|\b(please|draft|write|create|make|give|show|start|help|need|want|let's|generate|suggest|plan)\b|\?\s*$/i;

const DRAFTS: Record<CoachIntent, (facts: Facts) => string> = {
  prd: draftPrdOutline,
  validation: draftValidationPlan,
  brief: draftFeatureBrief,
  ux: draftUxChecklist,
};

export function detectIntent(text: string): CoachIntent | null {
  const phrase = PHRASES.find(([, pattern]) => pattern.test(text));
  if (phrase) return phrase[0];
  const request = REQUEST.test(text) || text.split(/\s+/).length <= 4;
  return (request && WORDS.find(([, pattern]) => pattern.test(text))?.[0]) || null;
}

const KEYS = Object.keys(FACTS) as (keyof typeof FACTS)[];

function describe(facts: Facts, keys: typeof KEYS): string {
  return keys.map((key) => `**${FACTS[key].label}:** ${facts[key]}`).join(' · ');
}

/** Names the facts stated in this message, or recaps what is known so far. */
function acknowledge(facts: Facts, text: string): string {
  const lower = text.toLowerCase();
  const learned = KEYS.filter((key) => facts[key] && lower.includes((facts[key] ?? '').toLowerCase()));
  if (learned.length > 0) return `Got it. Noted ${describe(facts, learned)}.`;
  const known = KEYS.filter((key) => facts[key]);
  return known.length > 0 ? `What I know so far: ${describe(facts, known)}.` : '';
}

function documentNote(documentText: string | undefined): string {
  if (!documentText?.trim()) return '';
  const review = reviewDocument(documentText);
  const [gap] = biggestLosses(review.breakdown, 1);
  const scored = `Your document scores **Completeness: ${review.score}/100**.`;
  return gap ? `${scored} Biggest gap: ${gap.label}: ${gap.reason}.` : scored;
}

export function coachReply(input: ReplyInput): string {
  const userTurns = input.messages.filter((m) => m.role === 'user');
  const last = splitContextBlock(userTurns.at(-1)?.content ?? '');
  const facts = readFacts(input.memories, last.context);
  const missing = missingFacts(facts, input.journeyType);
  const intent = detectIntent(last.text);

  if (intent) {
    const fill = missing.length > 0 ? `_To replace the [brackets]:_ ${askFor(missing)}` : '';
    return blocks(DRAFTS[intent](facts), fill);
  }

  const image = /!\[[^\]]*\]\([^)]*\)/.test(last.text)
    ? 'I cannot look inside images in chat. Upload the screen in **Designs** and run **Analyze Design** for measured palette, contrast, whitespace and density.'
    : '';
  return blocks(
    userTurns.length <= 1 ? `I'm Northstar, your product coach. ${JOURNEY_INTRO[input.journeyType]}` : '',
    image,
    acknowledge(facts, last.text),
    documentNote(input.documentText),
    `**Coaching tip:** ${journeyTip(input.journeyType, userTurns.length)}`,
    missing.length > 0 ? askFor(missing) : nextStep(input.journeyType, facts),
  );
}
