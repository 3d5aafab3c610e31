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
  ['brief', /\bfeature (brief|exploration|ideas?)\b|\b(explore|brainstorm|suggest) (the |some |my |new )?features\b|\bwhat (features|should we build)\b/i],
  ['ux', /\b(ux|usability) (review|checklist|audit)\b|\bchecklist\b/i],
  ['prd', /\boutline\b|\b(draft|write|create|start|make) (a |an |the |my |our )?(prd|product requirements)\b/i],
];

export const draftKind = (text: string): DraftKind | null => PHRASES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

export function answerDraft(c: Conversation): Answer | null {
  const kind = draftKind(c.text);
  if (!kind) return null;
  const subject = requestSubject(c.text, c.facts.product_name);
  const facts = subject ? { ...c.facts, subject } : c.facts;
  const text =
    kind === 'prd' ? draftPrdOutline(facts) : kind === 'validation' ? draftValidationPlan(facts) : kind === 'brief' ? draftFeatureBrief(facts, subject, c.journey === 'explore' || /\bideas?\b/i.test(c.text) ? ideasFor(c.facts, c.full) : []) : draftUxChecklist(facts);
  return { kind: 'draft', text };
}
