import { EDITOR_DOCUMENT_TYPE, isEditorDocument } from '../../../common/journeys';
import type { JourneyType } from '../../../common/constants';
import { searchResultPath } from '../../../common/search';
import type { ToolResult } from '../../../common/tools/result';
import { WORKSPACE_TOOL_INPUTS, type WorkspaceToolInput, type WorkspaceToolName } from '../../../common/tools/workspace-inputs';
import { ToolInputError } from '../../ai/tools/registry';
import type { WorkspaceTools } from '../../ai/types';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { PlanHolder } from '../billing/billing.service';
import type { Member } from '../../policies/policy';
import { createDocument } from '../documents/documents.service';
import { markdownToEditorHtml } from '../documents/document-parse';
import { proposeFact } from '../memories/memories.service';
import { search } from '../search/search.service';
import { EDIT_NOT_FOUND, proposeEdit } from '../suggestions/suggestions.service';

/** The chat a reply is written in, and the signed-in user it is written for. */
export type ToolChat = { owner: 'document' | 'design'; id: string; journeyType: JourneyType; user: Member & PlanHolder };

/** Matches quoted to the model: the best few, so the reply's context stays small. */
export const SEARCH_MATCHES = 6;

const DECODE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** A search snippet (escaped text with `<mark>` around the matched words) as plain text. */
const plain = (snippet: string) => snippet.replace(/<\/?mark>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => DECODE[e] ?? e);

const result = (tool: string, inputs: Record<string, unknown>, answer: string, extra: Record<string, unknown> = {}, steps: string[] = []) =>
  ({ tool, inputs, formula: '', steps, answer, notes: [], ...extra }) satisfies ToolResult;

type Runner<N extends WorkspaceToolName> = (ctx: AppContext, chat: ToolChat, input: WorkspaceToolInput<N>) => Promise<ToolResult>;

const RUNNERS: { [N in WorkspaceToolName]: Runner<N> } = {
  /** The user's own work (never the library, never this chat itself), best first, each with a quote and its link. */
  async search_my_work(ctx, chat, { query }) {
    const found = await search(ctx, chat.user.id, query);
    const matches = found
      .filter((r) => r.type !== 'template' && r.id !== chat.id)
      .slice(0, SEARCH_MATCHES)
      .map((r) => ({ title: r.title, kind: r.type, quote: plain(r.snippet), link: searchResultPath(r) }));
    const answer =
      matches.length === 0
        ? `Nothing in your documents, chats or designs matches "${query}".`
        : `${matches.length} ${matches.length === 1 ? 'match' : 'matches'} in your work for "${query}".`;
    return result(
      'search_my_work',
      { query },
      answer,
      { matches },
      matches.map((m) => `${m.title} (${m.kind}, ${m.link}): ${m.quote}`),
    );
  },

  async remember_fact(ctx, chat, { fact }) {
    const saved = await proposeFact(ctx, { id: chat.id, actor: chat.user }, fact);
    const answer = saved
      ? `Proposed to remember: "${fact}". The user keeps or drops it in "What I remember".`
      : 'This chat already remembers a fact under that name; nothing new was proposed.';
    return result('remember_fact', { fact }, answer, { key: saved?.key ?? null, proposed: saved !== undefined });
  },

  async create_document(ctx, chat, { title, markdown }) {
    const content = markdownToEditorHtml(markdown);
    const { document } = await createDocument(ctx, chat.user, { title, content, type: EDITOR_DOCUMENT_TYPE }, 'ai');
    const link = searchResultPath({ type: 'document', id: document.id });
    return result('create_document', { title }, `Created the document "${document.title}".`, {
      id: document.id,
      title: document.title,
      link,
    });
  },

  async suggest_edit(ctx, chat, { find, replace, reason }) {
    const suggestion = await proposeEdit(ctx, { id: chat.id, actor: chat.user }, { find, replace, reason });
    if (!suggestion) throw new ToolInputError(EDIT_NOT_FOUND);
    return result('suggest_edit', { find, replace, reason }, 'Proposed the edit; the user accepts or rejects it in the document.', {
      suggestionId: suggestion.id,
    });
  },
};

/** The workspace tools a chat has: search and new documents anywhere; memory in a document's chat; edits in an editor document's. */
export function toolNamesFor(chat: Pick<ToolChat, 'owner' | 'journeyType'>): WorkspaceToolName[] {
  if (chat.owner === 'design') return ['search_my_work', 'create_document'];
  const names: WorkspaceToolName[] = ['search_my_work', 'remember_fact', 'create_document'];
  return isEditorDocument({ type: chat.journeyType }) ? [...names, 'suggest_edit'] : names;
}

/**
 * The workspace tools bound to one chat and its user. Input the schema refuses, and a refusal with a
 * message for the user (a plan's limit, a document too deeply nested), come back as `ToolInputError`.
 */
export function workspaceTools(ctx: AppContext, chat: ToolChat): WorkspaceTools {
  return {
    names: toolNamesFor(chat),
    async run(name, raw) {
      const parsed = WORKSPACE_TOOL_INPUTS[name].input.safeParse(raw);
      if (!parsed.success) throw new ToolInputError(parsed.error.issues.map((i) => i.message).join('; '));
      try {
        return await (RUNNERS[name] as Runner<typeof name>)(ctx, chat, parsed.data as never);
      } catch (err) {
        if (err instanceof AppError && err.status < 500) throw new ToolInputError(err.message);
        throw err;
      }
    },
  };
}
