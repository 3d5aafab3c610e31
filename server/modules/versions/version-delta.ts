import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Versions are stored deflated, either whole (a keyframe) or as a delta against a keyframe: a list
 * of copies of the keyframe's characters (`[start, count]` as two numbers) and inserted text
 * (strings). The common start and end are copies at once; between them, text is matched by tokens
 * that end at white space or `>`, so an edit inside a paragraph costs only the words it touches.
 */
type Op = number | string;

const TOKEN = /[^\s>]*[\s>]|[^\s>]+$/g;
export const tokenize = (text: string): string[] => text.match(TOKEN) ?? [];

/** Candidate positions remembered for each pair of tokens: enough to find moved text, bounded for repeats. */
const CANDIDATES = 8;

function pushCopy(ops: Op[], start: number, count: number) {
  if (count <= 0) return;
  const last = ops.length - 2;
  // A copy that continues the previous one merges with it.
  if (
    last >= 0 &&
    typeof ops[last] === 'number' &&
    typeof ops[last + 1] === 'number' &&
    (ops[last] as number) + (ops[last + 1] as number) === start
  ) {
    ops[last + 1] = (ops[last + 1] as number) + count;
  } else ops.push(start, count);
}

/** Copies and inserts that turn `base` (the middle of the keyframe from `offset`) into `next`. */
function matchTokens(ops: Op[], base: string, offset: number, next: string) {
  if (!base) {
    if (next) ops.push(next);
    return;
  }
  const a = tokenize(base);
  const b = tokenize(next);
  const at = new Array<number>(a.length + 1);
  at[0] = offset;
  for (let i = 0; i < a.length; i++) at[i + 1] = (at[i] as number) + (a[i] as string).length;
  const index = new Map<string, number[]>();
  for (let i = 0; i + 1 < a.length; i++) {
    const key = `${a[i]}\u0000${a[i + 1]}`;
    const list = index.get(key);
    if (!list) index.set(key, [i]);
    else if (list.length < CANDIDATES) list.push(i);
  }
  const runFrom = (i: number, j: number) => {
    let n = 0;
    while (i + n < a.length && j + n < b.length && a[i + n] === b[j + n]) n++;
    return n;
  };
  let pending = '';
  let expected = 0;
  let j = 0;
  while (j < b.length) {
    let bestStart = -1;
    let bestLength = 0;
    const straight = expected < a.length ? runFrom(expected, j) : 0;
    if (straight > 0) {
      bestStart = expected;
      bestLength = straight;
    } else if (j + 1 < b.length) {
      for (const i of index.get(`${b[j]}\u0000${b[j + 1]}`) ?? []) {
        const n = runFrom(i, j);
        if (n > bestLength) {
          bestStart = i;
          bestLength = n;
        }
      }
    }
    if (bestLength >= 2 || (bestLength > 0 && bestStart === expected)) {
      if (pending) ops.push(pending);
      pending = '';
      pushCopy(ops, at[bestStart] as number, (at[bestStart + bestLength] as number) - (at[bestStart] as number));
      j += bestLength;
      expected = bestStart + bestLength;
    } else {
      pending += b[j];
      j++;
    }
  }
  if (pending) ops.push(pending);
}

export function computeDelta(base: string, next: string): Op[] {
  const max = Math.min(base.length, next.length);
  let prefix = 0;
  while (prefix < max && base.charCodeAt(prefix) === next.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && base.charCodeAt(base.length - 1 - suffix) === next.charCodeAt(next.length - 1 - suffix)) suffix++;
  const ops: Op[] = [];
  pushCopy(ops, 0, prefix);
  matchTokens(ops, base.slice(prefix, base.length - suffix), prefix, next.slice(prefix, next.length - suffix));
  pushCopy(ops, base.length - suffix, suffix);
  return ops;
}

export function applyDelta(base: string, ops: Op[]): string {
  let out = '';
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k] ?? '';
    if (typeof op === 'string') out += op;
    else out += base.slice(op, op + (ops[++k] as number));
  }
  return out;
}

export const packText = (text: string): Buffer => deflateRawSync(Buffer.from(text, 'utf8'), { level: 6 });
export const unpackText = (data: Buffer): string => inflateRawSync(data).toString('utf8');
export const packDelta = (ops: Op[]): Buffer => packText(JSON.stringify(ops));
export const unpackDelta = (data: Buffer): Op[] => JSON.parse(unpackText(data)) as Op[];
