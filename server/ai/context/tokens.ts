import { createRequire } from 'node:module';

type Encode = (text: string) => number[];
let encode: Encode | undefined;
/**
 * The tokenizer is loaded at the first count, not at start-up: its tables take about 65 MiB, which a
 * server that has not built a model request yet does not need.
 */
const encoder = (): Encode => (encode ??= (createRequire(import.meta.url)('gpt-tokenizer') as { encode: Encode }).encode);

/**
 * Tokens of a text with OpenAI's o200k tokenizer (gpt-4o and later). Other model families
 * (Anthropic, local models) cut text a little finer, so their counts carry a margin (each provider's
 * `tokenMargin` in providers.ts).
 */
export const countTokens = (text: string): number => (text ? encoder()(text).length : 0);

/** A token counter for a model family: o200k counts multiplied by the family's margin. */
export const tokenCounter =
  (margin: number) =>
  (text: string): number =>
    Math.ceil(countTokens(text) * margin);

/** A cheap upper bound, for deciding what is surely too large before counting: a token is at least one character. */
export const tokensAtMost = (text: string) => text.length;
/** A cheap lower bound: no o200k token is longer than this many characters in prose. */
export const tokensAtLeast = (text: string) => Math.floor(text.length / 32);
