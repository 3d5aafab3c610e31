/**
 * "3 bugs open: a crash on Android 12 (8% of users), a wrong total in CSV export (40 customers), a typo
 * on the pricing page. What do I fix first?": each item's severity from what it does to the user, its
 * reach as written, and an order with the reason for each place. Nothing is scored from invented numbers.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { figuresIn, normalised, num } from '../reading/figures';
import { capitalise } from '../phrase';

export const ASKS_TRIAGE =
  /\b(?:bugs?|issues?|defects?|incidents?|tickets?)\b[\s\S]*\b(?:fix|tackle|handle|do)\b[\s\S]*\bfirst\b|\btriage\b|\bwhat (?:do|should) (?:i|we) fix\b/i;

type Severity = { rank: number; name: string; why: string };
const SEVERITIES: [RegExp, Severity][] = [
  [
    /\b(?:crash\w*|data loss|lost data|los(?:e|es|ing) data|security|breach|outage|down\b|can(?:no|')t (?:log|sign) in|payments? fail\w*|blank screen|freez\w*)/i,
    { rank: 0, name: 'blocker', why: 'it stops people using the product' },
  ],
  [
    /\b(?:wrong|incorrect|corrupt\w*|miscalculat\w*|duplicat\w*|missing data|bad data|inaccurate)\b/i,
    { rank: 1, name: 'wrong data', why: 'people act on a wrong number, and wrong numbers cost trust even when few see them' },
  ],
  [
    /\b(?:typo|spelling|cosmetic|alignment|misaligned|colou?r|padding|font|copy)\b/i,
    { rank: 3, name: 'cosmetic', why: 'it looks careless but blocks nobody' },
  ],
];
const OTHER: Severity = { rank: 2, name: 'unknown severity', why: 'the notes do not say what it does to the user' };

type Item = { text: string; severity: Severity; reach?: string; share?: number; count?: number };

/** The items of the list: after a colon, split on commas and "and" outside brackets; or one per bullet line. */
function itemsIn(text: string): string[] {
  const bullets = text.split('\n').filter((l) => /^\s*(?:[-*•]|\d+[.)])\s+\S/.test(l));
  if (bullets.length >= 2) return bullets.map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim());
  const list = text.slice(text.indexOf(':') + 1).split(/[.?!](?:\s|$)/)[0] ?? '';
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    if (ch === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items
    .map((i) =>
      i
        .replace(/^\s*(?:and|or)\s+/i, '')
        .replace(/^\s*(?:a|an|the)\s+/i, '')
        .trim(),
    )
    .filter((i) => i.length > 2);
}

function read(item: string): Item {
  const severity = SEVERITIES.find(([pattern]) => pattern.test(item))?.[1] ?? OTHER;
  const figures = figuresIn(normalised(item)).filter((f) => !/\b(?:android|ios|version|v|chrome|safari|windows)$/i.test(f.before));
  const share = figures.find((f) => f.kind === 'percent');
  const count = figures.find((f) => f.kind === 'count' && /^(?:users?|customers?|accounts?|teams?|people|shops?|clients?)\b/.test(f.after));
  const reach = share
    ? `${share.text} of ${share.after.replace(/^of\s+/, '').split(' ')[0] ?? 'users'}`
    : count
      ? `${num(count.value)} ${count.after.split(' ')[0]}`
      : undefined;
  return {
    text: item.replace(/\s*\([^)]*\)/g, '').trim(),
    severity,
    ...(reach ? { reach } : {}),
    ...(share ? { share: share.value } : {}),
    ...(count ? { count: count.value } : {}),
  };
}

export function answerTriage(c: Conversation): Answer | null {
  const items = itemsIn(normalised(c.text)).map(read);
  if (items.length < 2) return null;
  const ordered = [...items].sort(
    (a, b) => a.severity.rank - b.severity.rank || (b.share ?? 0) - (a.share ?? 0) || (b.count ?? 0) - (a.count ?? 0),
  );
  const [first] = ordered as [Item];
  const cosmetic = ordered.filter((i) => i.severity.rank === 3);
  return {
    kind: 'prioritise',
    claim: `fix ${first.text} first`,
    text: blocks(
      `**Fix the ${first.text} first: ${first.severity.why}${first.reach ? ` (${first.reach})` : ''}.**`,
      ordered.map((i, n) => `${n + 1}. **${capitalise(i.text)}**: ${i.severity.name}${i.reach ? `, ${i.reach}` : ''}; ${i.severity.why}.`),
      cosmetic.length > 0
        ? `The ${cosmetic.map((i) => i.text).join(' and the ')} ${cosmetic.length > 1 ? 'are' : 'is'} last in importance, but ${cosmetic.length > 1 ? 'they take' : 'it takes'} minutes, so ${cosmetic.length > 1 ? 'fix them' : 'fix it'} today rather than let ${cosmetic.length > 1 ? 'them' : 'it'} wait behind the rest.`
        : '',
      ordered.some((i) => i.severity.rank === 2)
        ? 'An item whose effect on users the notes do not say sits in the middle: find out what it does to them before the order is final.'
        : '',
      '**Recommendation:** set a check-in halfway to launch: anything at the top not fixed by then gets a workaround, a known-issue note or a release note, decided then rather than on launch day.',
    ),
    why: ordered.map((i) => `${i.text}: ${i.severity.name}`),
  };
}
