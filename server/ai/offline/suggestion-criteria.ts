/**
 * Acceptance criteria for requirements that have none, written around the requirement's own words:
 * "Admins can set workspace defaults." gets "Acceptance: on a typical account, a tester confirms that
 * admins can set workspace defaults, and sees the result within a set time, such as 2 seconds."
 */
import nlp from 'compromise';

/** A requirement's own id or number in front of it ("R1:", "FR-2 -", "3.", "US3)"): the document's, never repeated. */
const LEADING_ID = /^\s*(?:[A-Z]{1,5}[-_ ]?\d+(?:\.\d+)*|\d+(?:\.\d+)*)\s*(?:[:.)]|\s[-–—])\s*/;
/** A short label in front of the requirement ("Export: users can …"). */
const LEADING_LABEL = /^([A-Z][\w /&'-]{0,40}):\s+(?=\S)/;
/** A table cell that is an id, a priority or a status rather than the requirement's words. */
const NOT_THE_REQUIREMENT =
  /^(?:[A-Z]{0,5}[-_ ]?\d+(?:\.\d+)*|p[0-3]|must|should|could|won'?t|high|medium|low|yes|no|open|done|todo|planned|v\d+)$/i;

/** A sentence without the document's own id in front of it ("R2: The app …" → "The app …"). */
export const withoutId = (text: string) => text.replace(LEADING_ID, '');

/** The words of the requirement a suggestion may replace: without its id or label, or the table cell that says it. */
export function requirementPassage(head: string): string {
  if (head.includes(' · ')) {
    const cells = head
      .split(' · ')
      .map((cell) => cell.trim())
      .filter((cell) => cell && !NOT_THE_REQUIREMENT.test(cell));
    return cells.reduce((longest, cell) => (cell.length > longest.length ? cell : longest), '');
  }
  const label = LEADING_LABEL.exec(head.replace(LEADING_ID, ''));
  const rest = label ? head.replace(LEADING_ID, '').slice(label[0].length) : head.replace(LEADING_ID, '');
  return rest.trim();
}

/**
 * Lower-cases the first word for the middle of a sentence, unless it is an acronym or a name: a word
 * the document never writes in lower case but does capitalise after a lower-case word.
 */
function inSentence(text: string, document: string): string {
  const first = /^\p{Lu}\p{Ll}*\b/u.exec(text)?.[0];
  if (!first) return text;
  const lower = new RegExp(String.raw`\b${first.toLowerCase()}\b`, 'u').test(document);
  const named = !lower && new RegExp(String.raw`[\p{Ll},;][ \t]+${first}\b`, 'u').test(document);
  return named ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** "a" or "an" before a word, by its first sound as spelled. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

const PRONOUNS: Record<string, string> = {
  i: 'they',
  me: 'them',
  my: 'their',
  mine: 'theirs',
  am: 'are',
  "i'm": "they're",
  myself: 'themselves',
};
const thirdPerson = (text: string) => text.replace(/\b(?:I'm|I|me|my|mine|am|myself)\b/g, (word) => PRONOUNS[word.toLowerCase()] ?? word);

/** The requirement's first clause, without the reason after "so that" or "because". */
function mainClause(text: string): string {
  return text
    .replace(/[.!]+$/, '')
    .split(/;|,?\s+(?:so that|so|because|in order to)\s+/i)[0]!
    .trim();
}

const STORY = /^as an? ([^,]{1,60}?),?\s+I\s+(?:want|need|would like)\s+(to\s+)?(.+)$/i;
const MODAL =
  /^(.{1,60}?)\s+(?:can|could|should|must|will|shall|may|needs? to|is able to|are able to)\s+(?:\w+ly\s+)?(?:be able to\s+)?(.+)$/i;

/** Whether the clause states something with a form of "be", "have" or a modal ("Receipts are matched …"). */
const statesSomething = (clause: string) => nlp(clause).has('(#Copula|#Auxiliary|#Modal)');

/** An instruction ("Send reminder emails …"): a verb followed by what it acts on. */
function isInstruction(clause: string): boolean {
  const [first, second] = nlp(clause).terms().json() as { terms: { tags: string[] }[] }[];
  const verb = first?.terms[0]?.tags ?? [];
  const next = second?.terms[0]?.tags ?? [];
  const acting = ['Determiner', 'Noun', 'Adjective', 'Value', 'Possessive', 'Pronoun'].some((tag) => next.includes(tag));
  return (verb.includes('Imperative') || (verb.includes('Infinitive') && !verb.includes('Noun'))) && acting;
}

/**
 * What a tester confirms, as a clause that follows "confirms that": the requirement's own words where
 * its shape is clear (a story, "X can …", an instruction, "X is …"), otherwise "this works as written".
 */
function claimOf(passage: string, document: string): string {
  const clause = mainClause(passage);
  const story = STORY.exec(clause);
  if (story) {
    const [, persona = 'user', to, want = ''] = story;
    const who = `${article(persona)} ${persona}`;
    return to ? `${who} can ${thirdPerson(want)}` : `${who} gets ${thirdPerson(want)}`;
  }
  const modal = MODAL.exec(clause);
  if (modal) return `${inSentence(modal[1] ?? '', document)} can ${modal[2] ?? ''}`;
  if (isInstruction(clause)) return `the product can ${inSentence(clause, document)}`;
  if (statesSomething(clause)) return inSentence(clause, document);
  return 'this works as written';
}

/** The criterion sentence for a requirement without one. */
export function acceptanceCriterion(passage: string, document: string): string {
  const claim = claimOf(passage, document);
  const timed = /\bwithin\b/i.test(claim) ? '' : ', and sees the result within a set time, such as 2 seconds';
  return `Acceptance: on a typical account, a tester confirms that ${claim}${timed}.`;
}

/**
 * The requirement (as written, or already rewritten) followed by its criterion, as one replacement.
 * A requirement without a verb ("Must: biometric login on iOS") takes the criterion in the same
 * sentence, after a semicolon, so no sentence is left without one.
 */
export function withCriterion(passage: string, document: string, written = passage): string {
  const stated = /[.!?]["”’)]*$/.test(written.trim()) ? written.trim() : `${written.trim()}.`;
  // The criterion is about the requirement's own sentence, not the definitions a rewrite added after it.
  const [own = stated] = stated.split(/(?<=[a-z0-9)][.!?])\s+(?=[A-Z"])/);
  const criterion = acceptanceCriterion(own, document);
  if (nlp(own).verbs().found) return `${stated} ${criterion}`;
  return `${stated.replace(/[.!?]$/, '')}; ${criterion.charAt(0).toLowerCase()}${criterion.slice(1)}`;
}
