/** The offline engine's suggested edits: its review findings turned into operations on the text. */
import type { ProposedEdit, SuggestEditsInput } from '../types';
import { reviewDocument } from './document-review';
import { acceptanceCriterion, requirementPassage, withCriterion, withoutId } from './suggestion-criteria';
import { rewriteVagueSentence, vagueReason } from './suggestion-vague';

type Review = ReturnType<typeof reviewDocument>;

/**
 * What each missing section starts with: lines that say what to write, as sentences a PM can keep
 * or overwrite (no brackets to fill in).
 */
const SKELETON: Record<string, string> = {
  Problem: '- Who is hurting, how often it happens, and what it costs them today, with one piece of evidence.',
  Goals: '- The outcome this must achieve for users, and the outcome it must achieve for the business.',
  'Non-goals': '- What this release deliberately does not do, and why it waits.',
  'Users & personas': '- The primary user: their role, their context, and what they are trying to get done.',
  'User stories / jobs': '- As a primary user, I want to finish the main task without help, so that I get the outcome I came for.',
  Requirements: '- Each requirement on its own line, with the acceptance criterion that proves it is done.',
  'Success metrics': '- The primary metric: its value today, the target, and the date we expect to reach it.',
  'Scope / MVP': '- What the first release includes, and what waits for a later one.',
  Milestones: '- Design review: the date, the owner, and what must be true to move on.',
  'Risks, assumptions & dependencies':
    '- Risk: what could go wrong, how likely it is, and how we reduce it.\n- Assumption: what we believe without proof yet, and the cheapest way to test it.\n- Dependency: the team or system we rely on, and who owns it.',
  'Open questions': '- What is still undecided, who decides it, and by when.',
};

/** Text occurs once: a replacement then changes the passage it was made for, not an earlier copy. */
const occursOnce = (text: string, passage: string) =>
  passage.length > 0 && text.indexOf(passage) === text.lastIndexOf(passage) && text.includes(passage);

function vagueEdits(review: Review, text: string): ProposedEdit[] {
  const bySentence = new Map<string, Review['vague']['items']>();
  for (const hit of review.vague.items) {
    const sentence = withoutId(hit.sentence);
    bySentence.set(sentence, [...(bySentence.get(sentence) ?? []), hit]);
  }
  const edits: ProposedEdit[] = [];
  for (const [sentence, hits] of bySentence) {
    if (!occursOnce(text, sentence)) continue;
    const rewrite = rewriteVagueSentence(sentence, hits, text);
    if (!rewrite) continue;
    edits.push({ kind: 'replace', find: sentence, replace: rewrite.replace, reason: vagueReason(rewrite.words) });
  }
  return edits;
}

const CRITERION_REASON = 'This requirement has no acceptance criterion: add one someone can check.';

/** A criterion after each untestable requirement; a requirement whose sentence also has a vague-word edit gets both in one edit. */
function criterionEdits(review: Review, text: string, vague: ProposedEdit[]): ProposedEdit[] {
  const headings = new Set(
    text
      .split('\n')
      .filter((l) => l.startsWith('#'))
      .map((l) => l.replace(/^#+\s*/, '').trim()),
  );
  const edits: ProposedEdit[] = [];
  for (const requirement of review.requirements.items) {
    const heading = requirement.trim();
    if (headings.has(heading)) {
      edits.push({ kind: 'insert_after_heading', heading, text: acceptanceCriterion(heading, text), reason: CRITERION_REASON });
      continue;
    }
    const passage = requirementPassage(requirement);
    if (!occursOnce(text, passage)) continue;
    const merged = vague.find((edit) => edit.kind === 'replace' && passage.includes(edit.find));
    if (merged && merged.kind === 'replace') {
      const rewritten = passage.replace(merged.find, merged.replace);
      vague.splice(vague.indexOf(merged), 1);
      edits.push({
        kind: 'replace',
        find: passage,
        replace: withCriterion(passage, text, rewritten),
        reason: `${merged.reason} ${CRITERION_REASON}`,
      });
    } else edits.push({ kind: 'replace', find: passage, replace: withCriterion(passage, text), reason: CRITERION_REASON });
  }
  return edits;
}

function sectionEdits(review: Review): ProposedEdit[] {
  return review.sectionsMissing.map((label) => ({
    kind: 'add_section',
    heading: label,
    text: SKELETON[label] ?? '- What this section should say, in a sentence or two.',
    reason: `The ${label} section is missing: a starting point to fill in.`,
  }));
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
  // The rewrites are English: a document in another language gets the review's findings, not English text in its body.
  if (review.language !== 'en') return [];
  const vague = vagueEdits(review, input.text);
  const criteria = criterionEdits(review, input.text, vague);
  const all = [...vague, ...criteria, ...sectionEdits(review)];
  if (!input.instruction) return all;
  const picked = all.filter((edit) => matchesInstruction(edit, input.instruction ?? ''));
  return picked.length > 0 ? picked : all;
}
