/**
 * "Rewrite this section with my numbers" in the document panel: the section's lines again, each
 * blank ("[X]") filled with a number the document (or the message) already states for that same role,
 * with the sentence it came from. A blank whose number the document does not hold is said plainly,
 * with the baseline it does hold, never left as a bracket beside a number that exists.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { contentWords, namedSection, sectionsOf, sourcedFigures, type Section, type Sourced } from './document-sections';
import { quote } from '../document-text';
import { figuresIn, normalised, num, type Figure } from '../reading/figures';

/** A rewrite that asks for numbers (not a better-written section): "rewrite … with my numbers", "fill in the blanks". */
export const ASKS_REWRITE =
  /\b(?:rewrite|re-write|redo|rework|update|complete)\b.*\b(?:numbers?|figures|data|blanks?|placeholders?)\b|\bfill (?:in|out)\b|\b(?:with|using|use|put in) (?:my|our|the|real|these) (?:numbers|figures|data)\b/i;

/** "Rewrite the problem statement", "tighten the goals": a rewrite of a section the open document has, numbers or not. */
export const ASKS_SECTION_REWRITE = /\b(?:rewrite|re-write|redo|rework|improve|tighten|sharpen|strengthen|polish)\b/i;

/** Whether `text` asks to rewrite a section of `doc`: with numbers or blanks, or naming one of its sections. */
export const asksRewrite = (text: string, doc: string) =>
  ASKS_REWRITE.test(text) || (ASKS_SECTION_REWRITE.test(text) && namedSection(sectionsOf(doc), text) !== undefined);

const BLANK = /(\$|€|£)?\[(?:x|n|y|z|tbd|tbc|\?+|number|target|baseline|value|\.\.\.|#|\s*)\](\s?%|\s[a-z]+)?|\bTBD\b|\?\?+/gi;
const VAGUE =
  /\b(?:significantly|substantially|greatly|much|better|faster|more|improve|increase|reduce|fewer|quickly|soon|most|often|frequently|regularly|a lot|lots of|many|several)\b/i;

type Role = 'change' | 'target' | 'baseline';
const roleBefore = (before: string): Role | 'any' =>
  /\b(?:by)\s*$/.test(before) && /\b(?:reduce|cut|increase|grow|raise|lower|improve|lift|drop)\w*\b/i.test(before)
    ? 'change'
    : /\b(?:within|under|to|below|above|at least|at most|less than|more than|reach|hit)\s*$/i.test(before)
      ? 'target'
      : 'any';
const roleOf = (s: Sourced): Role =>
  s.figure.kind === 'points' || /\bby$/.test(s.figure.before)
    ? 'change'
    : /\b(?:to|under|within|below|at least|less than|reach)$/.test(s.figure.before)
      ? 'target'
      : 'baseline';

/** The document's figure that fills a blank: same kind and unit, same role, most words in common with the line. */
function fill(line: string, unit: string, currency: string | undefined, role: Role | 'any', pool: Sourced[]) {
  const words = contentWords(line);
  const kind = currency ? 'money' : unit.trim() === '%' ? 'percent' : 'count';
  const noun = kind === 'count' ? unit.trim().replace(/s$/, '') : '';
  const scored = pool
    .filter((s) => s.figure.kind === kind && (!noun || s.figure.after.split(' ')[0]?.replace(/s$/, '') === noun))
    .map((s) => ({ s, score: [...contentWords(s.sentence)].filter((w) => words.has(w)).length + (noun ? 2 : 0) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  return {
    same: scored.find(({ s }) => role === 'any' || roleOf(s) === role)?.s,
    baseline: scored.find(({ s }) => roleOf(s) === 'baseline')?.s,
    target: scored.find(({ s }) => roleOf(s) === 'target')?.s,
  };
}

export function answerRewrite(c: Conversation): Answer | null {
  const doc = c.documentText?.trim();
  if (!doc) return null;
  const sections = sectionsOf(doc);
  const blanks = (s: Section) => s.lines.filter((l) => new RegExp(BLANK.source, 'i').test(l)).length;
  const named = namedSection(sections, c.text);
  const section = named ?? [...sections].sort((a, b) => blanks(b) - blanks(a))[0];
  if (!section || section.lines.length === 0) return null;
  const pool = [
    ...sourcedFigures(sections).filter((s) => s.section !== section.heading),
    ...sourcedFigures([{ heading: 'your message', lines: [c.text] }]),
  ];
  const sources: string[] = [];
  const open: string[] = [];
  const told = figuresIn(normalised(c.text)).filter((f) => f.kind === 'count' && /^[a-z]/.test(f.after));
  const volumes = told.filter((f) => f.per !== undefined || /^\S+ (?:a|per|each|every) (?:day|week|month|quarter|year)\b/.test(f.after));
  const scope = told.filter((f) => !volumes.includes(f)).map((f) => `${f.text} ${f.after.split(' ')[0]}`);
  const lines = section.lines.map((raw) => {
    const line = raw.replace(/^[-*]\s+/, '');
    let out = line.replace(BLANK, (blank, currency: string | undefined, unit = '', at: number) => {
      const role = roleBefore(line.slice(0, at));
      const { same, baseline, target } = fill(line, unit, currency, role, pool);
      if (same) {
        sources.push(
          `**${same.figure.text}${unit && !same.figure.text.includes(unit.trim()) ? unit : ''}**: ${same.section}, “${quote(same.sentence, 140)}”`,
        );
        return `${currency ?? ''}${same.figure.text.replace(/^[$€£]/, '')}${unit && !same.figure.text.includes(unit.trim()) ? unit : ''}`;
      }
      if (baseline && role === 'change') {
        const today = `${baseline.figure.text}${/^of\b/.test(baseline.figure.after) ? ` ${baseline.figure.after.split(' ').slice(0, 3).join(' ')}` : ''}`;
        sources.push(`**${baseline.figure.text}** (today): ${baseline.section}, “${quote(baseline.sentence, 140)}”`);
        if (target) {
          sources.push(`**${target.figure.text}** (target): ${target.section}, “${quote(target.sentence, 140)}”`);
          return `from ${today} to ${target.figure.text}`;
        }
        open.push(`the target for “${quote(line, 80)}”: the document gives today’s ${baseline.figure.text} but no target`);
        return `from ${today} today to a target you set`;
      }
      open.push(`“${quote(line, 80)}”: the document states no number for ${blank.trim()}`);
      return blank;
    });
    out = withVolumes(out.replace(/\bby from\b/, 'from'), volumes, sources);
    if (out === line && !/\d/.test(line) && VAGUE.test(line))
      open.push(`“${quote(line, 80)}”: no number in the document measures it; name the measure, today’s value and a target`);
    return `- ${out}`;
  });
  const chosen = named ? '' : ` (the section with the most blanks)`;
  const needs = /\bproblem\b/i.test(section.heading) ? problemNeeds(section.lines.join(' ')) : [];
  const withNumbers = ASKS_REWRITE.test(c.text) || sources.length > 0;
  return {
    kind: 'prd-section',
    claim: `${section.heading} rewritten with the document's numbers`,
    text: blocks(
      withNumbers
        ? `**${section.heading}${chosen}, rewritten with ${told.length > 0 ? 'your numbers' : 'the numbers already in your document'}:**`
        : `**${section.heading}, from your document's own words, with what it still needs:**`,
      scope.length > 0 ? [`- ${/\bpilot\b/i.test(c.text) ? 'Pilot' : 'Scope'}: ${scope.join(', ')}.`, ...lines] : lines,
      sources.length > 0
        ? ['**Where each number comes from:**', ...sources.map((s) => `- ${s}`)]
        : withNumbers
          ? 'I found no number in the document or your message that fits these lines.'
          : '',
      open.length > 0 ? ['**Still needs a number only you can give:**', ...open.map((s) => `- ${s}`)] : '',
      needs.length > 0 ? ['**What a problem statement needs that this one does not say yet:**', ...needs.map((s) => `- ${s}`)] : '',
    ),
    why: ['each number comes from a sentence of the document itself, with the same unit and role'],
  };
}

/** "20% of swaps" with "600 swaps a month" told: the share as a count of that volume, beside it. */
function withVolumes(line: string, volumes: Figure[], sources: string[]) {
  return line.replace(
    /(\b(?:under|over|below|above|at least|at most)\s+)?(\d+(?:\.\d+)?)\s?%(?!\s*\()/g,
    (whole, bound: string | undefined, value: string, at: number) => {
      const around = line.slice(Math.max(0, at - 60), at + whole.length + 40).toLowerCase();
      const volume = volumes.find((v) => {
        const noun = v.after.split(' ')[0]?.replace(/s$/, '') ?? '~';
        return noun.length > 2 && around.includes(noun);
      });
      if (!volume) return whole;
      const noun = volume.after.split(' ')[0] ?? '';
      const per = volume.per ?? /\b(?:a|per|each|every) (day|week|month|quarter|year)\b/.exec(volume.after)?.[1];
      const count = (Number(value) / 100) * volume.value;
      const source = `**${volume.text} ${noun}${per ? ` a ${per}` : ''}**: your message`;
      if (!sources.includes(source)) sources.push(source);
      const shown = count >= 10 ? num(Math.round(count)) : num(count, 1);
      return `${whole} (${bound ? `${bound.trim()} ${shown}` : `about ${shown}`} of ${num(volume.value)} ${noun}${per ? ` a ${per}` : ''})`;
    },
  );
}

/** What a problem statement is missing of the three things that make one convincing: scale, cost and evidence. */
function problemNeeds(text: string): string[] {
  const needs: string[] = [];
  if (!/\d/.test(text)) needs.push('how many people have it, or how often it happens (a count a week or a month)');
  if (!/\b(?:hours?|minutes?|days?|weekends?|time|cost\w*|\$|€|£|lost|lose|churn\w*|revenue|refunds?|cancel\w*)\b/i.test(text))
    needs.push('what it costs them or you: time lost, money, people who leave');
  if (!/\b(?:tickets?|interviews?|surveys?|data|analytics|complain\w*|support|reviews?|nps|research|asked|told us)\b/i.test(text))
    needs.push('how you know: support tickets, interviews or data that show it');
  return needs;
}
