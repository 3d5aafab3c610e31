import { generateText, type ModelMessage } from 'ai';
import { suggestEditsWith } from './llm-suggestions';
import type { AiEngine, AnalyzeDesignInput, EngineInfo } from '../types';
import { measureDesign } from '../offline/design-review';
import { toAiError } from './llm-errors';
import { chatMessages, dataBlock } from './llm-prompt';
import { streamModelText, type ChatModel } from './llm-stream';

export type LlmOptions = {
  model: ChatModel;
  info: EngineInfo;
  /** Whether the model reads images; otherwise design reviews send measurements of the image. */
  vision: boolean;
  timeoutMs: number;
  maxOutputTokens: number;
  maxRetries: number;
  /** The first retry's delay; each next one doubles it. */
  retryDelayMs: number;
};

const FALLBACK_SYSTEM = 'You are Northstar, an experienced Chief Product Officer coaching a product manager.';

export function createLlmEngine(opts: LlmOptions): AiEngine {
  const call = (signal?: AbortSignal) => ({
    model: opts.model,
    maxOutputTokens: opts.maxOutputTokens,
    maxRetries: opts.maxRetries,
    abortSignal: signal,
    timeout: { totalMs: opts.timeoutMs },
  });

  async function complete(system: string | undefined, messages: ModelMessage[], signal?: AbortSignal) {
    try {
      const result = await generateText({ ...call(signal), system: system ?? FALLBACK_SYSTEM, messages });
      return result.text.trim();
    } catch (err) {
      throw toAiError(err);
    }
  }

  async function designMessages(input: AnalyzeDesignInput): Promise<ModelMessage[]> {
    const intro = dataBlock([{ tag: 'design_title', text: input.title }]);
    if (opts.vision) {
      return [
        {
          role: 'user',
          content: [
            { type: 'text', text: `${intro}\nReview the attached UI design image.` },
            { type: 'image', image: input.image, mediaType: input.mimeType },
          ],
        },
      ];
    }
    const measurements = await measureDesign(input.image);
    const data = dataBlock([
      { tag: 'design_title', text: input.title },
      { tag: 'image_measurements', text: JSON.stringify(measurements, null, 2) },
    ]);
    return [{ role: 'user', content: `${data}\nYou cannot see the image; review the design from these measurements.` }];
  }

  return {
    info: opts.info,

    async *reply(input) {
      const timeout = AbortSignal.timeout(opts.timeoutMs);
      const turns = chatMessages({
        turns: input.messages,
        memories: input.memories,
        documentText: input.documentText,
        journeyType: input.journeyType,
      });
      try {
        yield* streamModelText(opts.model, {
          system: input.systemPrompt ?? FALLBACK_SYSTEM,
          messages: turns,
          maxOutputTokens: opts.maxOutputTokens,
          maxRetries: opts.maxRetries,
          retryDelayMs: opts.retryDelayMs,
          signal: input.signal ? AbortSignal.any([input.signal, timeout]) : timeout,
        });
      } catch (err) {
        if (input.signal?.aborted) return;
        throw toAiError(timeout.aborted ? timeout.reason : err);
      }
    },

    async analyzeDocument(input) {
      const data = dataBlock([
        { tag: 'document_title', text: input.title },
        { tag: 'document', text: input.text },
      ]);
      const text = await complete(input.systemPrompt, [{ role: 'user', content: `${data}\nReview this document.` }], input.signal);
      return [text];
    },

    async suggestEdits(input) {
      return suggestEditsWith(call(input.signal), input);
    },

    async analyzeDesign(input) {
      return complete(input.systemPrompt, await designMessages(input), input.signal);
    },

    async generateTitle(input) {
      const data = dataBlock([{ tag: 'first_message', text: input.content }]);
      const text = await complete(input.systemPrompt, [{ role: 'user', content: `${data}\nWrite the title.` }], input.signal);
      return text.replace(/^["'“”]+|["'“”.!?]+$/g, '').slice(0, 60).trim() || 'New Chat';
    },
  };
}
