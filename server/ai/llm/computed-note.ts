import { readConversation } from '../offline/coach/conversation';
import { ROUTES } from '../offline/coach/route';
import type { ReplyInput } from '../types';

/** The offline router's routes that compute with the PM toolbox, rather than advise. */
const COMPUTING = new Set(['funnel', 'unit-economics', 'significance', 'price-change', 'sample-size', 'experiment', 'sizing']);

/**
 * For a model that cannot call tools: what the offline router computes for the user's newest message
 * (through the same toolbox), as a note for the system prompt, so the model's figures come from the
 * tools rather than its own arithmetic. Null when the message asks for nothing to compute.
 */
export function computedNote(input: ReplyInput): string | null {
  const c = readConversation(input);
  const lower = c.text.toLowerCase();
  for (const route of ROUTES) {
    if (!COMPUTING.has(route.name) || !route.test(c, lower)) continue;
    const found = route.answer(c);
    if (found)
      return `## Computed for this message\nNorthstar's calculators worked out the following from the user's figures. Use these numbers as they are; do not redo the arithmetic:\n\n${found.text}`;
  }
  return null;
}
