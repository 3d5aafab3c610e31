import { generateText, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import { SUGGESTION_KINDS, suggestionOperation } from '../../../common/versions';
import type { ProposedEdit, SuggestEditsInput } from '../types';
import { toAiError } from './llm-errors';
import { dataBlock } from './llm-prompt';

/**
 * What the model fills in: one flat object per edit (every field present, unused ones empty), which
 * every provider's structured output accepts; each is then checked against the operation schema.
 */
const modelEdits = z.object({
  suggestions: z
    .array(
      z.object({
        kind: z.enum(SUGGESTION_KINDS).describe('replace: change a passage; insert_after_heading: add text under a heading; add_section: a new section at the end'),
        reason: z.string().describe('one line: why this edit helps'),
        find: z.string().describe('replace: the exact passage of the document to change, copied word for word; else empty'),
        replace: z.string().describe('replace: the new passage; else empty'),
        heading: z.string().describe('insert_after_heading: an existing heading, word for word; add_section: the new heading; else empty'),
        text: z.string().describe('the text to insert: lines become paragraphs, lines starting "- " bullets; empty for replace'),
      }),
    )
    .max(20),
});

const SYSTEM =
  'You are Northstar, a Chief Product Officer editing a PRD with a product manager. Propose precise edits as structured operations. ' +
  'Change only what the request or the review calls for; keep the author\'s wording elsewhere.';

type Call = { model: LanguageModel; maxOutputTokens: number; maxRetries: number; abortSignal?: AbortSignal; timeout: { totalMs: number } };

export async function suggestEditsWith(call: Call, input: SuggestEditsInput): Promise<ProposedEdit[]> {
  const data = dataBlock([
    { tag: 'document_title', text: input.title },
    { tag: 'document', text: input.text },
    { tag: 'latest_review', text: input.instruction ? '' : (input.review ?? '') },
    { tag: 'request', text: input.instruction ?? '' },
  ]);
  const ask = input.instruction ? 'Propose the edits the request asks for.' : 'Turn the findings of the latest review into edits.';
  try {
    const result = await generateText({
      ...call,
      system: input.systemPrompt ?? SYSTEM,
      output: Output.object({ schema: modelEdits }),
      messages: [{ role: 'user', content: `${data}\n${ask}` }],
    });
    return result.output.suggestions.flatMap((s) => {
      const operation = suggestionOperation.safeParse(s);
      return operation.success ? [{ ...operation.data, reason: s.reason.trim() || 'Suggested edit' }] : [];
    });
  } catch (err) {
    throw toAiError(err);
  }
}
