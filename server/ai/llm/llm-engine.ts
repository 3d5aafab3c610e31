import { generateText, type ModelMessage } from 'ai';
import { suggestEditsWith } from './llm-suggestions';
import type { AiTask, CallSettings } from '../call-settings';
import { buildContext, type ContextInput, type ModelTurn } from '../context/build-context';
import type { Counter } from '../context/fit-document';
import type { AiEngine, EngineInfo } from '../types';
import { measureDesign } from '../offline/design-review';
import { toAiError } from './llm-errors';
import { streamModelText, type ChatModel } from './llm-stream';
import { ALL_MODEL_TOOLS } from './llm-tools';

export type LlmOptions = {
  model: ChatModel;
  info: EngineInfo;
  /** Whether the model reads images; otherwise designs are described by their measurements. */
  vision: boolean;
  /**
   * Whether the model calls tools; one that does not gets what the offline router computed for the
   * message in its system prompt instead (as does one whose provider refuses the tools with a 400).
   */
  tools: boolean;
  timeoutMs: number;
  maxRetries: number;
  /** The first retry's delay; each next one doubles it. */
  retryDelayMs: number;
  /** Tokens a request may hold, input and the reply's cap together. */
  contextTokens: number;
  settings: Record<AiTask, CallSettings>;
  count: Counter;
};

const SUGGEST_RULES =
  "Give them as structured operations on the document; change only what is asked for, and keep the author's wording elsewhere.";

export const CONTINUE_INSTRUCTION =
  'Your last reply stopped at the length limit. Continue it exactly where it stopped, without repeating anything or starting over.';

const toModelMessages = (turns: ModelTurn[]): ModelMessage[] =>
  turns.map((t) =>
    t.role === 'user' && t.image
      ? {
          role: 'user',
          content: [
            { type: 'text', text: t.content },
            { type: 'image', image: t.image.data, mediaType: t.image.mediaType },
          ],
        }
      : { role: t.role, content: t.content },
  );

export function createLlmEngine(opts: LlmOptions): AiEngine {
  // The tools' descriptions and schemas travel with every chat request, so they come out of its budget
  // (counted with every workspace tool, whichever a chat has).
  const toolTokens = opts.count(JSON.stringify(ALL_MODEL_TOOLS));
  const build = (task: AiTask, input: Omit<ContextInput, 'vision' | 'budget' | 'count'>) =>
    buildContext({
      ...input,
      vision: opts.vision,
      budget: opts.contextTokens - opts.settings[task].maxOutputTokens - (input.tools ? toolTokens : 0),
      count: opts.count,
    });

  async function complete(task: AiTask, input: Omit<ContextInput, 'vision' | 'budget' | 'count'>, signal?: AbortSignal) {
    const built = build(task, input);
    try {
      const result = await generateText({
        model: opts.model,
        ...opts.settings[task],
        maxRetries: opts.maxRetries,
        abortSignal: signal,
        timeout: { totalMs: opts.timeoutMs },
        system: built.system,
        messages: toModelMessages(built.messages),
      });
      return result.text.trim();
    } catch (err) {
      throw toAiError(err);
    }
  }

  return {
    info: opts.info,
    async *reply(input) {
      const turns = input.continuation ? [...input.messages, { role: 'user' as const, content: CONTINUE_INSTRUCTION }] : input.messages;
      const built = build('chat', {
        adminPrompt: input.systemPrompt,
        journeyType: input.journeyType,
        product: input.product,
        memories: input.memories,
        questionnaire: input.questionnaire,
        document: input.documentText ? { text: input.documentText } : undefined,
        attachments: input.attachments,
        knowledge: input.knowledge,
        design: input.design,
        turns,
        tools: opts.tools && input.onToolPart !== undefined,
      });
      // The offline router (and its language libraries) loads only for a model without tools.
      const note = async () => (input.continuation ? null : (await import('./computed-note')).computedNote(input));
      const flagged = opts.tools ? null : await note();
      // The provider's time starts when it is asked: loading the note's router is not its delay.
      const timeout = AbortSignal.timeout(opts.timeoutMs);
      try {
        yield* streamModelText(opts.model, {
          system: flagged ? `${built.system}\n\n${flagged}` : built.system,
          messages: built.messages,
          ...opts.settings.chat,
          maxRetries: opts.maxRetries,
          retryDelayMs: opts.retryDelayMs,
          signal: input.signal ? AbortSignal.any([input.signal, timeout]) : timeout,
          onFinish: input.onFinish,
          onToolPart: opts.tools ? input.onToolPart : undefined,
          workspace: input.workspace,
          noteWithoutTools: note,
          onUsage: input.onUsage,
        });
      } catch (err) {
        if (input.signal?.aborted) return;
        throw toAiError(timeout.aborted ? timeout.reason : err);
      }
    },
    async analyzeDocument(input) {
      const text = await complete(
        'review',
        { adminPrompt: input.systemPrompt, document: { title: input.title, text: input.text }, instruction: 'Review this document.' },
        input.signal,
      );
      return [text];
    },

    async suggestEdits(input) {
      const built = build('suggest', {
        adminPrompt: input.systemPrompt,
        document: { title: input.title, text: input.text },
        review: input.instruction ? undefined : input.review,
        instruction: `${input.instruction ? `Propose the edits this request asks for: ${input.instruction}` : 'Turn the findings of the latest review into edits.'} ${SUGGEST_RULES}`,
      });
      const call = {
        model: opts.model,
        ...opts.settings.suggest,
        maxRetries: opts.maxRetries,
        abortSignal: input.signal,
        timeout: { totalMs: opts.timeoutMs },
      };
      return suggestEditsWith(call, built.system, toModelMessages(built.messages));
    },

    async analyzeDesign(input) {
      const image = { data: input.image, mediaType: input.mimeType };
      // A model that sees the image gets the measurements too: exact contrast ratios it cannot read off pixels.
      const measurements = await measureDesign(input.image);
      const instruction = opts.vision
        ? 'Review the attached UI design image, with its notes and measurements.'
        : 'You cannot see the image; review the design from its notes and measurements.';
      return complete(
        'design_review',
        { adminPrompt: input.systemPrompt, design: { title: input.title, notes: input.notes, measurements, image }, instruction },
        input.signal,
      );
    },
    async generateTitle(input) {
      const text = await complete(
        'title',
        { adminPrompt: input.systemPrompt, firstMessage: input.content, instruction: 'Write the title.' },
        input.signal,
      );
      return (
        text
          .replace(/^["'“”]+|["'“”.!?]+$/g, '')
          .slice(0, 60)
          .trim() || 'New Chat'
      );
    },
  };
}
