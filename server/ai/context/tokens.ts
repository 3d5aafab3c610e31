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
 * (Anthropic, local models) cut text a little finer, so their counts carry a margin (`TOKEN_MARGIN`).
 */
export const countTokens = (text: string): number => (text ? encoder()(text).length : 0);

/** How much finer than o200k other families may tokenize: counts are multiplied by this for them. */
export const TOKEN_MARGIN = { openai: 1, anthropic: 1.2, 'openai-compatible': 1.25, offline: 1 } as const;
export type TokenFamily = keyof typeof TOKEN_MARGIN;

/** A token counter for a model family, margin included. */
export const tokenCounter =
  (family: TokenFamily) =>
  (text: string): number =>
    Math.ceil(countTokens(text) * TOKEN_MARGIN[family]);

/** A cheap upper bound, for deciding what is surely too large before counting: a token is at least one character. */
export const tokensAtMost = (text: string) => text.length;
/** A cheap lower bound: no o200k token is longer than this many characters in prose. */
export const tokensAtLeast = (text: string) => Math.floor(text.length / 32);
