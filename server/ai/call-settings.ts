/** The kinds of model call, each with its own temperature and output cap. */
export type AiTask = 'chat' | 'review' | 'design_review' | 'title' | 'suggest';

export type CallSettings = { temperature: number; maxOutputTokens: number };

/**
 * Per task: chat replies (which include drafts of PRD sections and plans) get a large cap and a
 * conversational temperature; reviews are scored, so they run cool; titles are short and cool.
 * `AI_OUTPUT_TOKENS` sets the chat cap (drafts), `AI_TEMPERATURE` the chat temperature.
 */
export function callSettings(overrides: { outputTokens?: number; temperature?: number } = {}): Record<AiTask, CallSettings> {
  const draftCap = overrides.outputTokens ?? 4096;
  return {
    chat: { temperature: overrides.temperature ?? 0.7, maxOutputTokens: draftCap },
    review: { temperature: 0.2, maxOutputTokens: Math.max(draftCap, 4096) },
    design_review: { temperature: 0.3, maxOutputTokens: Math.max(Math.min(draftCap, 3072), 1024) },
    title: { temperature: 0.2, maxOutputTokens: 40 },
    // Suggested edits quote the document word for word: cool, with room for several sections.
    suggest: { temperature: 0.2, maxOutputTokens: Math.max(draftCap, 4096) },
  };
}
