/** New feature ideas from the problem's own words: each answers one thing the PM said hurts. */
import type { Facts } from '../coach-facts';
import { nounPhrases } from './nlp';

type Rule = { when: RegExp; idea: (object: string, m: RegExpMatchArray) => string };

const RULES: Rule[] = [
  {
    when: /\b(forget|forgot|remember|miss(?:es|ed)?|late|overdue)\b/i,
    idea: (o) => `${cap(o)} reminders: a nudge and a checklist when the ${o} is due, with last time's pre-filled`,
  },
  {
    when: /\bby (phone|email|e-mail|whatsapp|text|paper|hand|spreadsheet|excel)\b|\bmanual(?:ly)?\b|\bcopy(?:ing)?\b/i,
    idea: (o, m) => `In-app ${o}: one screen that replaces ${m[1] ? `the ${m[1]}` : 'the manual steps'} and keeps the history`,
  },
  {
    when: /\b(takes?|took|spend|spends|hours?|minutes?|slow|every (?:day|week|friday|monday|month))\b/i,
    idea: (o) => `One-tap repeat: the last ${o} again with smart defaults, so the routine takes minutes`,
  },
  { when: /\b(error|mistake|wrong|typo|inaccurate)\w*\b/i, idea: (o) => `Pre-send check: flags likely mistakes before the ${o} goes out` },
  {
    when: /\b(don'?t know|no idea|unclear|visibility|can'?t see|lose track|status)\b/i,
    idea: (o) => `Status board: every open ${o}, with what needs attention first`,
  },
  {
    when: /\b(?:pay|paid|payments?|invoices?)\b.*\b(?:late|overdue|unpaid)\b|\b(?:late|overdue|unpaid)\b.*\b(?:pay|paid|payments?|invoices?)\b/i,
    idea: (o) => `Pay-now link: every ${o} request carries a one-click card or bank payment, so paying takes less effort than delaying`,
  },
  {
    when: /\b(wait|waiting|delay|chase|chasing|late|overdue)\w*\b/i,
    idea: (o) => `Automatic follow-ups: on each ${o} until it is done, with the status visible to both sides`,
  },
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const SKIP =
  /^(?:i|we|they|it|something|everything|time|hour|hours|week|day|friday|monday|phone|email|minutes?|an hour|every friday|the week)$/i;

const ADVERB = /^(?:late|early|on|again|twice|often|quickly|slowly|manually|by|every|at|in|too|very|when|because|after|before)$/i;
const NOUN_OF: Record<string, string> = {
  pay: 'payment',
  order: 'order',
  send: 'delivery',
  book: 'booking',
  schedule: 'schedule',
  submit: 'submission',
  approve: 'approval',
  reconcile: 'reconciliation',
  report: 'report',
  file: 'filing',
  count: 'count',
  invoice: 'invoice',
  update: 'update',
  track: 'tracking',
  chase: 'follow-up',
};

/** The object of the pain ("flour order" in "I order flour by phone every Friday"). */
function objectOf(pain: string): string {
  const verbObject =
    /\b(order|send|chase|track|book|count|schedule|file|submit|approve|invoice|pay|reconcile|update|report)(?:s|ing|ed)?\s+(?:the\s+|their\s+|our\s+|my\s+)?([a-z]+(?:\s[a-z]+)?)/i.exec(
      pain,
    );
  if (verbObject?.[1] && verbObject[2] && ADVERB.test(verbObject[2].split(' ')[0] ?? ''))
    return NOUN_OF[verbObject[1].toLowerCase()] ?? verbObject[1].toLowerCase();
  if (verbObject?.[1] && verbObject[2] && !SKIP.test(verbObject[2].split(' ')[0] ?? ''))
    return `${verbObject[2].split(' ')[0]} ${verbObject[1].toLowerCase()}`.replace(/(\w+) (\w+)/, '$1 $2');
  return (
    nounPhrases(pain)
      .find((p) => !SKIP.test(p) && p.split(' ').length <= 3)
      ?.toLowerCase()
      .replace(/^(?:the|a|an|my|our|their)\s+/, '') ?? 'task'
  );
}

/** Three or four ideas: one per pain pattern found, then one for the segment the PM wants to serve better. */
export function ideasFor(facts: Facts, full: Facts): string[] {
  const pain = full.pain_points ?? facts.pain_points ?? '';
  const object = objectOf(pain);
  const ideas = RULES.map((rule) => ({ rule, m: pain.match(rule.when) }))
    .filter((x): x is { rule: Rule; m: RegExpMatchArray } => x.m !== null)
    .map(({ rule, m }) => rule.idea(object, m));
  const segment = /(?:serve|reach|win|grow)\s+([^.;,]{3,40}?)\s+better|\bmore\s+([a-z-]+\s(?:owners|teams|customers|users|shops))/i.exec(
    full.target_audience ?? facts.target_audience ?? '',
  );
  if (segment) ideas.push(`${cap(segment[1] ?? segment[2] ?? '')} view: what they need that the others do not`);
  if (ideas.length < 3) ideas.push(`Integration: connect the tool they already use for the ${object}`);
  if (ideas.length < 3) ideas.push(`Guided first run: a new user gets to their first ${object} in under 5 minutes`);
  return ideas.slice(0, 4);
}
