/** Vague words that hide a decision, each with a concrete, measurable rewrite. */

type VagueTerm = { word: string; pattern: string; rewrite: string };

const TERMS: readonly VagueTerm[] = [
  { word: 'fast', pattern: 'fast(?:er|est)?|quick(?:er|ly)?', rewrite: '"p95 page load under 2 s on a mid-range phone over 4G"' },
  {
    word: 'easy',
    pattern: 'eas(?:y|ier|ily)',
    rewrite: '"a first-time user completes [task] in under 2 minutes without help, in 4 of 5 usability sessions"',
  },
  {
    word: 'intuitive',
    pattern: 'intuitive(?:ly)?',
    rewrite: '"80% of first-time users find [feature] within 30 s in an unmoderated test"',
  },
  {
    word: 'seamless',
    pattern: 'seamless(?:ly)?',
    rewrite: '"no re-login or re-entered data when moving from [A] to [B]; hand-off errors under 0.5%"',
  },
  {
    word: 'TBD',
    pattern: 'tbd|tbc',
    rewrite: 'an owner and a decision date: "Owner: Dana, decide by 30 April", or move it to Open questions',
  },
  { word: 'etc.', pattern: 'etc\\.?', rewrite: 'the full list, or a limit: "only these 3 types in v1: mentions, approvals, due dates"' },
  {
    word: 'user-friendly',
    pattern: 'user[- ]friendly',
    rewrite: '"SUS score of 75 or more with 8 target users; 90% task success on the 3 core tasks"',
  },
  {
    word: 'robust',
    pattern: 'robust(?:ness)?',
    rewrite: '"99.9% monthly uptime; failed syncs retried with no data loss; errors under 0.1% of requests"',
  },
  { word: 'simple', pattern: 'simple|simpler|simply', rewrite: '"at most 3 steps on 1 screen to [task], with no more than 5 form fields"' },
  { word: 'better', pattern: 'better', rewrite: 'a baseline and a target: "task completion from 42% to 55%"' },
  { word: 'some', pattern: 'some', rewrite: 'the number or share: "23% of weekly active teams (about 1,400)"' },
  { word: 'many', pattern: 'many', rewrite: 'a count: "1,200 of 5,000 accounts (24%) in the last 90 days"' },
  { word: 'ASAP', pattern: 'asap|as soon as possible', rewrite: 'a date and the reason: "by 30 June, before the Q3 pricing change"' },
];

const VAGUE = new RegExp(`(?<![\\w-])(${TERMS.map((t) => `(${t.pattern})`).join('|')})(?![\\w-])`, 'gi');

export type VagueHit = { word: string; found: string; rewrite: string };

/** Every vague word in one sentence, in order. */
export function findVague(sentence: string): VagueHit[] {
  const hits: VagueHit[] = [];
  for (const match of sentence.matchAll(VAGUE)) {
    const index = TERMS.findIndex((_, i) => match[i + 2] !== undefined);
    const term = TERMS[index];
    if (term) hits.push({ word: term.word, found: match[0], rewrite: term.rewrite });
  }
  return hits;
}
