import { z } from 'zod';
import { LIMITS } from '../constants';

/**
 * The tools that work on the user's own workspace rather than compute: they read and write the
 * signed-in user's documents, so they run only inside a chat, as that chat's user (decision 052).
 * `suggest_edit` is offered only in the chat of an editor document.
 */
const words = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} must not be empty`)
    .max(max, `${name} must be at most ${max} characters`);

export const searchMyWorkInput = z.object({
  query: words('query', 200).describe('A few words to look for, as a web search reads them: "pricing decision", onboarding'),
});

export const rememberFactInput = z.object({
  fact: words('fact', 500).describe('One short fact about the product, in a sentence: "Pricing is per seat, $12 a month"'),
});

export const createDocumentInput = z.object({
  title: words('title', LIMITS.titleChars).describe('The document title'),
  markdown: words('markdown', 200_000).describe('The document in Markdown: headings, lists and tables'),
});

export const suggestEditInput = z.object({
  find: words('find', 5000).describe('Text exactly as it stands in the open document, to be replaced'),
  replace: z.string({ error: 'replace must be text' }).max(20_000, 'replace must be at most 20000 characters').describe('The new text'),
  reason: words('reason', 300).describe('Why, in one line'),
});

export const WORKSPACE_TOOL_INPUTS = {
  search_my_work: {
    input: searchMyWorkInput,
    description:
      "Searches the user's own documents, chats and designs (full text) and answers the best matches with a short quote and a link. Use it before answering what the user decided or wrote before.",
  },
  remember_fact: {
    input: rememberFactInput,
    description:
      "Proposes a product fact to remember for this chat; it shows in the user's memory list as proposed until they keep or drop it.",
  },
  create_document: {
    input: createDocumentInput,
    description: 'Creates a new editor document for the user from Markdown (headings, lists and tables) and answers its link.',
  },
  suggest_edit: {
    input: suggestEditInput,
    description:
      'Proposes one edit to the document this chat is about: text to find and its replacement. The user accepts or rejects it; nothing changes until they do.',
  },
} as const;

export type WorkspaceToolName = keyof typeof WORKSPACE_TOOL_INPUTS;
export const WORKSPACE_TOOL_NAMES = Object.keys(WORKSPACE_TOOL_INPUTS) as WorkspaceToolName[];
export type WorkspaceToolInput<N extends WorkspaceToolName> = z.output<(typeof WORKSPACE_TOOL_INPUTS)[N]['input']>;
export const isWorkspaceToolName = (name: string): name is WorkspaceToolName => Object.hasOwn(WORKSPACE_TOOL_INPUTS, name);
