/**
 * "Week-4 retention is 40% for users who invite a teammate and 18% for those who do not": two groups
 * that chose their own side. The answer reads both rates, says the gap shows who stays rather than what
 * the behaviour does, and gives the randomised test that would tell, without a verdict on forcing it.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { counted, figuresIn, normalised, num, share, type Figure } from '../reading/figures';

const WHO_DID =
  /\b(?:for|among|of)\s+(?:the\s+)?(?:users|people|customers|accounts|teams|those|ones|shops|members|players|companies)\s+(?:who|that)\s+(.+?)$/;
const WHO_DID_NOT = /\b(?:who|that)\s+(?:do not|don't|did not|didn't|never|does not|doesn't|have not|haven't)\b|\bnon-\w+|\bwithout\b/;

type Segments = { did: Figure; didNot: Figure; behaviour: string };

/** Two rates, one for the people who did something and one for those who did not. */
export function readSegments(raw: string): Segments | null {
  const text = normalised(raw).replace(/’/g, "'");
  const rates = figuresIn(text).filter((f) => f.kind === 'percent' && f.value > 0 && f.value < 100);
  if (rates.length !== 2) return null;
  const clause = (f: Figure) =>
    text
      .slice(f.end, f.end + 90)
      .split(/[,.;?!]|\band\b/)[0]
      ?.toLowerCase() ?? '';
  const [a, b] = rates as [Figure, Figure];
  const [ca, cb] = [clause(a), clause(b)];
  const aNot = WHO_DID_NOT.test(ca);
  const bNot = WHO_DID_NOT.test(cb);
  if (aNot === bNot) return null;
  const [did, didNot] = aNot ? [b, a] : [a, b];
  const behaviour = WHO_DID.exec(aNot ? cb : ca)?.[1]?.trim();
  return behaviour ? { did, didNot, behaviour } : null;
}

export const readsAsSegments = (text: string) => readSegments(text) !== null;

export function answerSegments(c: Conversation): Answer | null {
  const seg = readSegments(c.text);
  if (!seg) return null;
  const { did, didNot, behaviour } = seg;
  const gap = did.value - didNot.value;
  const metric =
    /\b(retention|retained|activation|conversion|churn|renewal|upgrade\w*|engagement)\b/i.exec(c.text)?.[1]?.toLowerCase() ?? 'the rate';
  const forcing = /\b(?:force|require|mandatory|make (?:it|them|everyone|users)|push|nudge|prompt)\b/i.test(c.text);
  return {
    kind: 'experiment',
    claim: 'a self-selected gap, not a cause',
    text: blocks(
      `**${forcing ? 'Not on this evidence: ' : ''}the ${num(Math.abs(gap), 1)}-point gap compares people who chose to ${behaviour} with people who did not, so it shows who stays, not what the action itself does.**`,
      `**What I read:** ${metric}: ${share(did.value / 100)} for those who ${behaviour}; ${share(didNot.value / 100)} for those who do not.`,
      [
        `- **Self-selection:** the people who ${behaviour} were probably more committed already (a real team, a real need); they would likely stay more whatever you changed.`,
        forcing
          ? `- **Forcing it changes who does it:** made compulsory, the action is also done by people who would not have chosen it, and their ${metric} need not rise to ${share(did.value / 100)}. A required step can also lose people before they see any value.`
          : '',
        `- **What the gap can still tell you:** treat it as a ceiling, not an estimate: if the action causes part of it, the effect is likely well under ${counted(Math.abs(gap), 'point', 1)}.`,
      ].filter(Boolean),
      `**Recommendation:** test it. Prompt ${forcing ? '(rather than force) ' : ''}the action for a random half of new sign-ups and compare ${metric} of the two whole halves, including those who ignore the prompt. That comparison, not this one, says what the behaviour does.`,
    ),
    why: ['the two groups chose themselves', 'a randomised prompt separates the behaviour from the people'],
  };
}

type CountPair = { a: Figure; b: Figure; labels: [string, string]; noun: string };

/** The capitalised name nearest a count in its clause ("in France"), not the first word of a sentence. */
function labelNear(text: string, f: Figure, other: Figure): string | undefined {
  const from = f.start < other.start ? Math.max(0, text.lastIndexOf('.', f.start) + 1) : other.end;
  const to = f.start < other.start ? other.start : text.length;
  const words = [...text.slice(from, to).matchAll(/(?<![.!?]\s)(?<!^)\b([A-Z][\p{L}-]+)/gu)].map((m) => ({
    word: m[1] ?? '',
    at: from + (m.index ?? 0),
  }));
  return words.sort((x, y) => Math.abs(x.at - f.start) - Math.abs(y.at - f.start))[0]?.word;
}

/** "310 signups in Germany vs 290 in France": two counts of one thing set side by side, with no rate between them. */
export function readCountPair(raw: string): CountPair | null {
  const text = normalised(raw);
  const figures = figuresIn(text);
  if (figures.some((f) => f.kind !== 'count')) return null;
  const counts = figures.filter((f) => f.kind === 'count' && f.value >= 10);
  if (counts.length !== 2) return null;
  const [a, b] = counts as [Figure, Figure];
  const gap = text.slice(a.end, b.start);
  if (!/\b(?:vs\.?|versus|against|compared (?:to|with))\b/i.test(gap) || /\b(?:of|out of)\b/i.test(gap)) return null;
  const la = labelNear(text, a, b);
  const lb = labelNear(text, b, a);
  if (!la || !lb || la === lb) return null;
  return { a, b, labels: [la, lb], noun: a.after.split(' ')[0] ?? '' };
}

export function answerCountPair(c: Conversation): Answer | null {
  const pair = readCountPair(c.text);
  if (!pair) return null;
  const { a, b, labels, noun } = pair;
  const [high, low, highName, lowName] = a.value >= b.value ? [a, b, labels[0], labels[1]] : [b, a, labels[1], labels[0]];
  const diff = high.value - low.value;
  const noise = Math.sqrt(a.value + b.value);
  const within = diff < 2 * noise;
  return {
    kind: 'experiment',
    claim: 'counts cannot say which does better',
    text: blocks(
      `**${highName}'s ${num(high.value)} against ${lowName}'s ${num(low.value)} ${noun} is ${num(diff)} more (+${num((diff / low.value) * 100, 0)}%), and raw counts cannot say which is doing better.**`,
      `**What I read:** ${labels[0]}: ${num(a.value)} ${noun}; ${labels[1]}: ${num(b.value)}.`,
      [
        `- **Counts are not rates.** A bigger market, more traffic or a bigger launch budget brings more ${noun || 'of them'} without doing any better: compare per visitor, per target customer or per unit of spend.`,
        within
          ? `- **Even as counts, the gap is within chance:** counts this size vary by about ±${num(noise)} from week to week on their own (√(${num(a.value)} + ${num(b.value)})), and ${num(diff)} is less than twice that.`
          : `- **As counts, the gap is larger than chance** (about ±${num(noise)} for counts this size), so something differs; the rates say whether it is the product or the size of the market.`,
        '- **Compare like with like:** the same stretch of time since each launch, and the same definition of a sign-up.',
      ],
      `**One question:** how many visitors (or how much launch spend) brought each? With that I can compare the rates.`,
    ),
    why: ['a count grows with the size of what it is drawn from', 'two counts vary by about the square root of their sum'],
  };
}

type RatePair = { a: Figure; b: Figure; labels: [string, string]; metric: string };

/** "Conversion is 3.1% on mobile and 5.4% on desktop": one rate for each of two segments. */
export function readRatePair(raw: string): RatePair | null {
  const text = normalised(raw);
  const figures = figuresIn(text);
  const rates = figures.filter((f) => f.kind === 'percent' && f.value > 0 && f.value < 100);
  if (rates.length !== 2 || figures.length !== 2) return null;
  const segment = (f: Figure) => /^(?:on|for|in|among|from|via)\s+(?:the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)/u.exec(f.after)?.[1];
  const [a, b] = rates as [Figure, Figure];
  const [la, lb] = [segment(a), segment(b)];
  if (!la || !lb || la === lb || /\b(?:users?|people|those)\b/.test(`${la} ${lb}`)) return null;
  const metric =
    /\b(conversion|activation|retention|churn|click[- ]through|open rate|completion)\b/i.exec(text)?.[1]?.toLowerCase() ?? 'the rate';
  return { a, b, labels: [la.replace(/\s+(?:and|but|while|vs)$/, ''), lb.replace(/\s+(?:and|but|while|vs)$/, '')], metric };
}

export function answerRatePair(c: Conversation): Answer | null {
  const pair = readRatePair(c.text);
  if (!pair) return null;
  const { a, b, labels, metric } = pair;
  const [low, high, lowName, highName] = a.value <= b.value ? [a, b, labels[0], labels[1]] : [b, a, labels[1], labels[0]];
  return {
    kind: 'prioritise',
    claim: 'the gap alone does not say where to work',
    text: blocks(
      `**The gap alone does not say where to work: ${lowName} at ${low.text} has more room to grow than ${highName} at ${high.text}, but which is worth more depends on how many people each gets.**`,
      `**What I read:** ${metric} on ${labels[0]}: ${a.text}; on ${labels[1]}: ${b.text}.`,
      [
        `- **A point is worth the people it applies to:** one point more on ${lowName} is worth 1% of ${lowName}'s visitors, one point on ${highName} 1% of ${highName}'s; with the traffic split, that is a number, not an opinion.`,
        `- **The segments differ in more than the screen:** people often browse on one and buy on the other, so part of the ${num(Math.abs(high.value - low.value), 1)}-point gap is intent, not friction. Closing it fully is not a realistic target.`,
        `- **Where the gap is friction,** it shows up step by step: compare the two funnels stage by stage and fix the step where ${lowName} falls furthest behind.`,
      ],
      `**One question:** how many visitors does each get a month? With that I will put a point on each in conversions.`,
    ),
    why: ['a rate is worth the traffic it applies to', 'segments differ in intent as well as experience'],
  };
}
