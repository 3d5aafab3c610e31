/** Rewrites that fit the document: each names the sentence's own subject instead of a fixed example. */
import { nounPhrases } from './coach/nlp';
import { acceptanceCriterion, requirementPassage } from './suggestion-criteria';

const SKIP = /^(?:it|this|that|they|we|you|i|users?|the user|people|some|many|everything|something|one|each)$/i;

/** The sentence's main noun phrase, without the vague word and determiners ("the reminder emails"). */
export function subjectOf(sentence: string, vague = ''): string {
  for (const raw of nounPhrases(sentence)) {
    const phrase = raw
      .replace(new RegExp(`\\b${vague.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i'), '')
      .replace(/^(?:the|a|an|our|their|its|my|your|all|every)\s+/i, '')
      .trim();
    if (phrase.length > 2 && !SKIP.test(phrase) && phrase.split(' ').length <= 6) return phrase;
  }
  return '';
}

const TEMPLATES: Record<string, (s: string) => string> = {
  fast: (s) => `"${s} responds within [N] s at p95 on a mid-range device"`,
  easy: (s) => `"a first-time user completes ${s} in under [N] minutes without help, in 4 of 5 test sessions"`,
  intuitive: (s) => `"80% of first-time users find ${s} within 30 s, unaided"`,
  'user-friendly': (s) => `"task success of 90% or more for ${s} with 8 target users"`,
  simple: (s) => `"${s} in at most [N] steps on one screen"`,
  seamless: (s) => `"${s} with no re-entered data and hand-off errors under [0.5]%"`,
  robust: (s) => `"${s} succeeds for [99.9]% of attempts; failures are retried with no data loss"`,
  better: (s) => `a baseline and a target: "${s}: from [today's value] to [target] by [date]"`,
  some: (s) => `the number or share: "[N] of [total] ${s}"`,
  many: (s) => `a count: "[N] ${s} in the last 90 days"`,
};

/** The vague word's rewrite, built on the sentence's subject when one is found; `fallback` otherwise. */
export function fittedRewrite(word: string, sentence: string, fallback: string): string {
  const template = TEMPLATES[word];
  if (!template) return fallback;
  const subject = subjectOf(sentence, word);
  return subject ? template(subject) : fallback;
}

/** A metric line rewritten with its own name: "Invoices paid on time: baseline [today] → target [value] by [date]". */
export function fittedMetric(text: string): string {
  const stated = text
    .split(/[:(—–]/)[0]
    ?.replace(/^(?:more|fewer|less|higher|lower|better|increased?|reduced?|improved?|grow|boost|raise|cut)\s+/i, '')
    .replace(/[.!]+$/, '')
    .trim();
  const name = stated && stated.split(' ').length <= 8 ? stated : subjectOf(text) || 'metric';
  return `"${name.charAt(0).toUpperCase()}${name.slice(1)}: baseline [today's value] → target [value] by [date]"`;
}

/** The criterion a suggested edit would add, quoted for the review: built on the requirement's own words, without its id. */
export function fittedCriterion(requirement: string): string {
  const passage = requirementPassage(requirement) || requirement;
  return `"${acceptanceCriterion(passage, passage).replace(/\.$/, '')}"`;
}
