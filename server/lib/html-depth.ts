import { Parser } from 'htmlparser2';
import { MAX_NESTING_DEPTH, NESTING_MESSAGE } from '../../common/editor-schema';
import { badRequest } from './errors';

export const tooDeep = () => badRequest(NESTING_MESSAGE, 'too_deep');

/**
 * Counts open elements as a parser reports them (implied and void closes included) and throws the
 * 400 for nesting past the limit. It keeps a number, not a tree: any depth costs no stack.
 */
export function depthGuard(limit = MAX_NESTING_DEPTH) {
  let depth = 0;
  return {
    open() {
      depth += 1;
      if (depth > limit) throw tooDeep();
    },
    close() {
      depth = Math.max(0, depth - 1);
    },
  };
}

/** Refuses HTML nested past the limit, in one linear pass, before a recursive walk (export) reads it. */
export function assertNestingDepth(html: string, limit = MAX_NESTING_DEPTH) {
  const guard = depthGuard(limit);
  const parser = new Parser({ onopentag: guard.open, onclosetag: guard.close });
  parser.write(html);
  parser.end();
}
