import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Versions are stored deflated, either whole (a keyframe) or as a delta against a keyframe: a list
 * of copies of the keyframe's tokens (`[start, count]` as two numbers) and inserted text (strings).
 * Tokens end at white space or `>`, so an edit inside a paragraph costs only the words it touches.
 */
type Op = number | string;

const TOKEN = /[^\s>]*[\s>]|[^\s>]+$/g;
export const tokenize = (text: string): string[] => text.match(TOKEN) ?? [];

/** Candidate positions remembered for each pair of tokens: enough to find moved text, bounded for repeats. */
const CANDIDATES = 8;

export function computeDelta(base: string, next: string): Op[] {
  const a = tokenize(base);
  const b = tokenize(next);
  const index = new Map<string, number[]>();
  for (let i = 0; i + 1 < a.length; i++) {
    const key = `${a[i]}\u0000${a[i + 1]}`;
    const list = index.get(key);
    if (!list) index.set(key, [i]);
    else if (list.length < CANDIDATES) list.push(i);
  }
  const ops: Op[] = [];
  let pending = '';
  const flush = () => {
    if (pending) ops.push(pending);
    pending = '';
  };
  const runFrom = (i: number, j: number) => {
    let n = 0;
    while (i + n < a.length && j + n < b.length && a[i + n] === b[j + n]) n++;
    return n;
  };
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
      flush();
      const last = ops.length - 2;
      // A copy that continues the previous one merges with it.
      if (last >= 0 && typeof ops[last] === 'number' && typeof ops[last + 1] === 'number' && (ops[last] as number) + (ops[last + 1] as number) === bestStart) {
        ops[last + 1] = (ops[last + 1] as number) + bestLength;
      } else ops.push(bestStart, bestLength);
      j += bestLength;
      expected = bestStart + bestLength;
    } else {
      pending += b[j];
      j++;
    }
  }
  flush();
  return ops;
}

export function applyDelta(base: string, ops: Op[]): string {
  const a = tokenize(base);
  let out = '';
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k] ?? '';
    if (typeof op === 'string') out += op;
    else {
      const count = ops[++k] as number;
      out += a.slice(op, op + count).join('');
    }
  }
  return out;
}

export const packText = (text: string): Buffer => deflateRawSync(Buffer.from(text, 'utf8'), { level: 9 });
export const unpackText = (data: Buffer): string => inflateRawSync(data).toString('utf8');
export const packDelta = (ops: Op[]): Buffer => packText(JSON.stringify(ops));
export const unpackDelta = (data: Buffer): Op[] => JSON.parse(unpackText(data)) as Op[];
