/** Named artefacts drafted from the facts: PRD outline, validation plan, feature brief, UX checklist. */
import type { Answer } from './answer';
import type { Conversation } from './conversation';
import { draftFeatureBrief } from '../draft-feature-brief';
import { draftPrdOutline } from '../draft-prd-outline';
import { draftUxChecklist } from '../draft-ux-checklist';
import { draftValidationPlan } from '../draft-validation-plan';
import { ideasFor } from './ideas';
import { requestSubject } from './subject';

export type DraftKind = 'prd' | 'validation' | 'brief' | 'ux';

const PHRASES: [DraftKind, RegExp][] = [
  ['validation', /\bvalidation plan\b|\bexperiment plan\b|\bwhat experiments?\b/i],
  [
    'brief',
    /\bone[- ]?pager\b|\bfeature (brief|exploration|ideas?)\b|\b(explore|brainstorm|suggest) (the |some |my |new )?features\b|\bwhat (features|should we build)\b/i,
  ],
  // A checklist asked for, not one the product has ("a new onboarding checklist got 260 of 1,000 users").
  [
    'ux',
    /\b(ux|usability) (review|checklist|audit)\b|\b(give|write|draft|make|create|need|want)\b(?: me| us)? (?:an? |the )?(?:review |design )?checklist\b|^\s*checklist\b/i,
  ],
  ['prd', /\boutline\b|\b(draft|write|create|start|make) (a |an |the |my |our )?(prd|product requirements)\b/i],
];

export const draftKind = (text: string): DraftKind | null => PHRASES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

export function answerDraft(c: Conversation): Answer | null {
  const kind = draftKind(c.text);
  if (!kind) return null;
  const subject = requestSubject(c.text, c.facts.product_name);
  const facts = subject ? { ...c.facts, subject } : c.facts;
  const ideas = kind === 'brief' && (c.journey === 'explore' || /\bideas?\b/i.test(c.text)) ? ideasFor(c.facts, c.full) : [];
  const text =
    kind === 'prd'
      ? draftPrdOutline(facts)
      : kind === 'validation'
        ? draftValidationPlan(facts)
        : kind === 'brief'
          ? draftFeatureBrief(facts, subject, ideas)
          : draftUxChecklist(facts);
  const first = ideas[0]?.split(':')[0];
  const pain = c.facts.pain_points;
  return first
    ? {
        kind: 'draft',
        text,
        claim: `${first} first`,
        why: [
          pain
            ? `each idea answers a word of the problem you gave (“${pain}”); ${first} answers it most directly`
            : `${first} answers the problem most directly`,
          'the list is ordered by how directly each idea removes the problem; ask me to prioritise them for RICE or ICE scores with effort',
        ],
      }
    : { kind: 'draft', text };
}
