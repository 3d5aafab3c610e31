/** The offline engine's suggested edits: its review findings turned into operations on the text. */
import type { ProposedEdit, SuggestEditsInput } from '../types';
import { reviewDocument } from './document-review';
import { SECTIONS } from './prd-sections';
import { fittedCriterion, fittedRewrite } from './review-rewrites';

/** The concrete phrase inside a rewrite's advice ('a count: "1,200 of 5,000 accounts"' → '1,200 of 5,000 accounts'). */
const quoted = (rewrite: string) => /"([^"]+)"/.exec(rewrite)?.[1];

const SKELETON: Partial<Record<string, string>> = {
  'Success metrics': "- [Metric]: baseline [today's value] → target [value] by [date]",
  'Risks, assumptions & dependencies':
    '- Risk: [what could go wrong] — likelihood [low/medium/high], mitigation [plan]\n- Assumption: [what we believe] — test: [cheapest check]\n- Dependency: [team or system] — owner [name]',
  'Open questions': '- [Question] — owner [name], decide by [date]',
  'User stories / jobs': '- As a [persona], I want [action] so that [outcome]',
  Milestones: '- [Milestone] — [date], owner [name], done when [exit criterion]',
};

function vagueEdits(review: ReturnType<typeof reviewDocument>): ProposedEdit[] {
  const edits: ProposedEdit[] = [];
  const seen = new Set<string>();
  for (const v of review.vague.items) {
    const phrase = quoted(fittedRewrite(v.word, v.sentence, v.rewrite));
    if (!phrase || seen.has(v.sentence) || !v.sentence.includes(v.found)) continue;
    seen.add(v.sentence);
    edits.push({
      kind: 'replace',
      find: v.sentence,
      replace: v.sentence.replace(v.found, phrase),
      reason: `"${v.found}" hides a decision: say what someone can test.`,
    });
  }
  return edits;
}

function criterionEdits(review: ReturnType<typeof reviewDocument>, text: string): ProposedEdit[] {
  const headings = new Set(
    text
      .split('\n')
      .filter((l) => l.startsWith('#'))
      .map((l) => l.replace(/^#+\s*/, '').trim()),
  );
  return review.requirements.items.map((requirement) => {
    const criterion = `Acceptance: ${fittedCriterion(requirement).replace(/^"|"$/g, '')}`;
    const reason = 'This requirement has no acceptance criterion: add a Given/When/Then someone can check.';
    return headings.has(requirement.trim())
      ? { kind: 'insert_after_heading', heading: requirement.trim(), text: criterion, reason }
      : { kind: 'replace', find: requirement, replace: `${requirement.replace(/[.!]?$/, '.')} ${criterion}.`, reason };
  });
}

function sectionEdits(review: ReturnType<typeof reviewDocument>): ProposedEdit[] {
  return review.sectionsMissing.map((label) => {
    const spec = SECTIONS.find((s) => s.label === label);
    return {
      kind: 'add_section',
      heading: label,
      text: SKELETON[label] ?? `- [${spec?.advice ?? 'what this section should say'}]`,
      reason: `The ${label} section is missing: a skeleton to fill in.`,
    };
  });
}

const GENERIC = new Set([
  'fill',
  'section',
  'sections',
  'write',
  'with',
  'that',
  'this',
  'from',
  'into',
  'please',
  'make',
  'more',
  'document',
  'missing',
]);

/** Words of an instruction that pick findings: "fill the Risks section" keeps the Risks skeleton. */
function matchesInstruction(edit: ProposedEdit, instruction: string): boolean {
  const words = instruction.toLowerCase();
  const about = `${edit.reason} ${'heading' in edit ? edit.heading : ''}`.toLowerCase();
  if (/acceptance|criteri|given/.test(words) && about.includes('acceptance')) return true;
  if (/vague|rewrite|precise|wording/.test(words) && edit.kind === 'replace' && about.includes('hides')) return true;
  return words.split(/\W+/).some((w) => w.length > 3 && !GENERIC.has(w) && about.includes(w.replace(/s$/, '')));
}

export function suggestEditsOffline(input: SuggestEditsInput): ProposedEdit[] {
  const review = reviewDocument(input.text, input.title);
  const all = [...vagueEdits(review), ...criterionEdits(review, input.text), ...sectionEdits(review)];
  if (!input.instruction) return all;
  const picked = all.filter((edit) => matchesInstruction(edit, input.instruction ?? ''));
  return picked.length > 0 ? picked : all;
}
