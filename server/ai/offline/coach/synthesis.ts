/**
 * Artefacts made from the PM's own notes: interview notes grouped into themes with how many
 * interviews raised each (n of N) and a quote, and a competitor comparison table. Nothing is added
 * that the notes do not say; what they leave out is marked unknown.
 */
import nlp from 'compromise';
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { quote, splitSentences } from '../document-text';
import { counted } from '../reading/figures';

export const ASKS_SYNTHESIS = /\b(?:synthesi[sz]e|themes?|group (?:these|them|the notes)|cluster|affinity|patterns? in)\b/i;
export const ASKS_COMPETITORS =
  /\bcompetit\w*\b.*\b(?:table|compare|comparison|matrix|vs)\b|\b(?:table|compare|comparison|matrix)\b.*\bcompetit\w*\b|\b(?:comparison|compare)\b.*\b(?:table|matrix|grid)\b|\b(?:table|matrix|grid)\b.*\b(?:us )?vs\.?\b/i;

/** One entry of the notes: "P3: …", "Interview 2 - …", "- Acme: …", or a line of its own. */
type Entry = { label: string; text: string };

const LABELLED =
  /^\s*(?:[-*•]\s*)?((?:p|participant|interview|user|customer|#)\s*\d+|[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,3})(?:\s*\([^)]{1,40}\))?\s*[:—–-]\s+(.+)$/i;

function entriesIn(text: string): Entry[] {
  return text
    .split('\n')
    .map((line) => LABELLED.exec(line))
    .flatMap((m) => (m?.[1] && m[2] ? [{ label: m[1].trim(), text: m[2].trim() }] : []));
}

/** "Linear is fast, opinionated, $8/user. We are AI-first": one entry per sentence that starts with a name and "is". */
function sentencesAbout(text: string): Entry[] {
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .map((sentence) =>
      /^(?:[Nn]otes?:\s*)?([A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,2})\s+(?:is|are|has|have|costs?|charges?)\s+(.+)$/.exec(sentence.trim()),
    )
    .flatMap((m) => (m?.[1] && m[2] ? [{ label: /^we$/i.test(m[1]) ? 'Us' : m[1], text: m[2].replace(/[.!?]$/, '') }] : []));
}

const STOP = new Set([
  'thing',
  'things',
  'time',
  'lot',
  'way',
  'day',
  'week',
  'month',
  'year',
  'people',
  'user',
  'users',
  'interview',
  'one',
  'bit',
  'stuff',
  'something',
  'everything',
  'anything',
  'nothing',
]);

/** A word's plain form: "exports", "exporting" and "export" are one topic. */
const stem = (word: string) =>
  word.length > 5 && word.endsWith('ing') ? word.slice(0, -3) : word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

const wordsOf = (text: string) => (text.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? []).map(stem);

/** The nouns the notes use anywhere, in their plain form: a word used as a noun once is a topic everywhere. */
function nounsOf(entries: Entry[]): Set<string> {
  // Gerunds name topics too ("pricing unclear", "onboarding took weeks").
  const nouns = entries.flatMap((entry) =>
    [
      ...(nlp(entry.text).nouns().toSingular().out('array') as string[]),
      ...(nlp(entry.text).match('#Gerund').out('array') as string[]),
    ].flatMap(wordsOf),
  );
  return new Set(
    nouns.filter((word) => !STOP.has(word) && !/^(?:the|and|our|their|they|them|this|that|with|for|but|who|what)$/.test(word)),
  );
}

/** A topic as the notes write it ("pricing", "CSV"), not its stem. */
function surfaceOf(topic: string, entries: Entry[]) {
  const forms = entries.flatMap((entry) => entry.text.match(/[A-Za-z][A-Za-z-]{2,}/g) ?? []).filter((w) => stem(w.toLowerCase()) === topic);
  const word = [...forms].sort((a, b) => a.length - b.length)[0];
  return !word ? topic : word === word.toUpperCase() ? word : word.toLowerCase();
}

/** Themes: topics raised in at least two entries, those raised by the same entries merged, most raised first. */
export function themesOf(entries: Entry[]): { topics: string[]; labels: string[]; quote: string }[] {
  const nouns = nounsOf(entries);
  const byTopic = new Map<string, Set<number>>();
  entries.forEach((entry, i) => {
    for (const topic of wordsOf(entry.text).filter((word) => nouns.has(word))) byTopic.set(topic, (byTopic.get(topic) ?? new Set()).add(i));
  });
  const groups = new Map<string, { topics: string[]; members: number[] }>();
  for (const [topic, members] of byTopic) {
    if (members.size < 2) continue;
    const key = [...members].sort((a, b) => a - b).join(',');
    const group = groups.get(key) ?? { topics: [], members: [...members].sort((a, b) => a - b) };
    group.topics.push(topic);
    groups.set(key, group);
  }
  // A topic raised only by interviews that also raise a bigger theme belongs to that theme.
  const kept: { topics: string[]; members: number[] }[] = [];
  for (const group of [...groups.values()].sort((a, b) => b.members.length - a.members.length || b.topics.length - a.topics.length)) {
    const within = kept.find((k) => group.members.every((m) => k.members.includes(m)));
    if (within) within.topics.push(...group.topics);
    else kept.push(group);
  }
  return kept.slice(0, 6).map((group) => {
    const sentences = group.members
      .flatMap((i) => splitSentences(entries[i]?.text ?? ''))
      .filter((s) => wordsOf(s).some((w) => group.topics.includes(w)));
    const shortest = [...sentences].sort((a, b) => a.length - b.length)[0] ?? '';
    const shown = [...group.topics]
      .sort()
      .slice(0, 3)
      .map((topic) => surfaceOf(topic, entries));
    return { topics: shown, labels: group.members.map((i) => entries[i]?.label ?? ''), quote: shortest };
  });
}

export function answerSynthesis(c: Conversation): Answer | null {
  const entries = entriesIn(c.text);
  if (entries.length < 3) return null;
  const themes = themesOf(entries);
  if (themes.length === 0) return null;
  const n = entries.length;
  const rows = themes.map(
    (t, i) => `${i + 1}. **${t.topics.join(', ')}**: ${t.labels.length} of ${n} (${t.labels.join(', ')}). “${quote(t.quote, 140)}”`,
  );
  const alone = entries.filter((_, i) => !themes.some((t) => t.labels.includes(entries[i]?.label ?? '')));
  return {
    kind: 'statement',
    claim: `${themes[0]?.topics[0] ?? 'the first theme'} comes up most`,
    text: blocks(
      `**${n} interviews, ${counted(themes.length, 'theme')} that come up more than once**, most raised first (n of ${n}, and who):`,
      rows,
      alone.length > 0
        ? `**Raised by one interview only:** ${alone.map((e) => `${e.label} (“${quote(e.text, 80)}”)`).join('; ')}. One voice is a lead to follow, not a theme.`
        : '',
      `**What it means:** start from theme 1; ${themes[0] && themes[0].labels.length >= Math.ceil(n / 2) ? 'half or more of the interviews raised it, which is as strong as notes get' : 'fewer than half raised even the top theme, so run more interviews before you commit'}. Counts from notes show how often something came up, not how much it matters: check each theme against behaviour (usage, tickets, churn reasons).`,
    ),
  };
}

const PRICE = /(?:[$€£]\s?\d[\d,.]*(?:k)?(?:\s?(?:\/|per)\s?(?:seat|user|month|mo|year|yr))*|\bfree(?: tier| plan)?\b)/i;
const WEAK =
  /\b(?:slow|expensive|pricey|lacks?|lacking|no |missing|poor|weak|buggy|hard|clunky|limited|outdated|complex|confusing|only)\b/i;

/** Our price against theirs when all are written in the same unit ("$12/user" against "$8/user"). */
function pricePremium(entries: Entry[]) {
  const priced = entries.flatMap((e) => {
    const m = /([$€£])\s?(\d[\d,.]*)\s?((?:\/|per)\s?\w+)?/.exec(PRICE.exec(e.text)?.[0] ?? '');
    return m
      ? [{ label: e.label, sign: m[1], value: Number((m[2] ?? '').replace(/,/g, '')), unit: (m[3] ?? '').replace(/^per\s?/, '/') }]
      : [];
  });
  const us = priced.find((p) => p.label === 'Us');
  const them = priced.filter((p) => p !== us);
  if (!us || them.length === 0 || them.some((p) => p.sign !== us.sign || p.unit !== us.unit)) return '';
  const highest = Math.max(...them.map((p) => p.value));
  const lowest = Math.min(...them.map((p) => p.value));
  const money = (n: number) => `${us.sign}${n}${us.unit}`;
  if (us.value > highest)
    return `**Price:** at ${money(us.value)} we are the most expensive, ${Math.round((us.value / highest - 1) * 100)}% above the dearest of them (${money(highest)}): what sets us apart has to be worth that premium to the buyer, in their words.`;
  if (us.value < lowest)
    return `**Price:** at ${money(us.value)} we are the cheapest, ${Math.round((1 - us.value / lowest) * 100)}% under the cheapest of them (${money(lowest)}): a low price wins trials but signals less; make sure it is a choice, not a default.`;
  return `**Price:** at ${money(us.value)} we sit between them (${money(lowest)} to ${money(highest)}).`;
}

export function answerCompetitors(c: Conversation): Answer | null {
  const labelled = entriesIn(c.text).filter(
    (e) => !/^(?:p|participant|interview|user|customer|#)\s*\d+$/i.test(e.label) && !/^notes?$/i.test(e.label),
  );
  const entries = labelled.length >= 2 ? labelled : sentencesAbout(c.text);
  if (entries.length < 2) return null;
  const rows = entries.map((entry) => {
    const parts = entry.text
      .split(/\s*[,;]\s*|\.\s+|\s+but\s+/)
      .map((p) => p.trim().replace(/\.$/, ''))
      .filter(Boolean);
    const price = PRICE.exec(entry.text)?.[0];
    const rest = parts.filter((p) => !price || !p.includes(price));
    const weaknesses = rest.filter((p) => WEAK.test(p));
    const strengths = rest.filter((p) => !WEAK.test(p));
    const cell = (items: string[]) => (items.length > 0 ? items.join('; ') : 'unknown');
    return `| ${entry.label} | ${price ?? 'unknown'} | ${cell(strengths)} | ${cell(weaknesses)} |`;
  });
  const premium = pricePremium(entries);
  return {
    kind: 'statement',
    text: blocks(
      `**${entries.filter((e) => e.label !== 'Us').length} competitors from your notes${entries.some((e) => e.label === 'Us') ? ', and us' : ''}**, side by side (cells your notes do not cover say "unknown"):`,
      ['| Product | Price | Strengths | Weaknesses |', '|---|---|---|---|', ...rows],
      premium,
      '**What to take from it:** the weakness that comes up for more than one of them is your opening; the strength they all share is table stakes, not a differentiator. Fill the unknown cells from their pricing pages and two customer calls before this goes to a review.',
    ),
  };
}
