import { generateText, Output, type LanguageModel, type ModelMessage } from 'ai';
import { z } from 'zod';
import { SUGGESTION_KINDS, suggestionOperation } from '../../../common/versions';
import type { ProposedEdit } from '../types';
import { toAiError } from './llm-errors';

/**
 * What the model fills in: one flat object per edit (every field present, unused ones empty), which
 * every provider's structured output accepts; each is then checked against the operation schema.
 */
const modelEdits = z.object({
  suggestions: z
    .array(
      z.object({
        kind: z
          .enum(SUGGESTION_KINDS)
          .describe('replace: change a passage; insert_after_heading: add text under a heading; add_section: a new section at the end'),
        reason: z.string().describe('one line: why this edit helps'),
        find: z.string().describe('replace: the exact passage of the document to change, copied word for word; else empty'),
        replace: z.string().describe('replace: the new passage; else empty'),
        heading: z.string().describe('insert_after_heading: an existing heading, word for word; add_section: the new heading; else empty'),
        text: z.string().describe('the text to insert: lines become paragraphs, lines starting "- " bullets; empty for replace'),
      }),
    )
    .max(20),
});

type Call = {
  model: LanguageModel;
  temperature: number;
  maxOutputTokens: number;
  maxRetries: number;
  abortSignal?: AbortSignal;
  timeout: { totalMs: number };
};

/**
 * The edits a model proposes for a request built by the context builder (the document, and the
 * latest review or the user's request), each checked against the operation schema.
 */
export async function suggestEditsWith(call: Call, system: string, messages: ModelMessage[]): Promise<ProposedEdit[]> {
  try {
    const result = await generateText({
      ...call,
      system,
      output: Output.object({ schema: modelEdits }),
      messages,
    });
    return result.output.suggestions.flatMap((s) => {
      const operation = suggestionOperation.safeParse(s);
      return operation.success ? [{ ...operation.data, reason: s.reason.trim() || 'Suggested edit' }] : [];
    });
  } catch (err) {
    throw toAiError(err);
  }
}
