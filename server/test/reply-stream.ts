import { parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema, type UIMessage, type UIMessageChunk } from 'ai';
import { conditions } from './event-stream-client';

const streamOf = (body: string) => new Response(body).body as ReadableStream<Uint8Array>;

async function collect<T>(stream: ReadableStream<T>) {
  const items: T[] = [];
  const reader = stream.getReader();
  for (let step = await reader.read(); !step.done; step = await reader.read()) items.push(step.value);
  return items;
}

/** A streamed reply read with the AI SDK's own parser: its chunks, each one checked against the SDK's chunk schema. */
export async function readReplyChunks(body: string): Promise<UIMessageChunk[]> {
  const results = await collect(parseJsonEventStream({ stream: streamOf(body), schema: uiMessageChunkSchema }));
  return results.map((result) => {
    if (!result.success) throw result.error;
    return result.value as UIMessageChunk;
  });
}

/** The assistant message a client builds from a streamed reply (`readUIMessageStream`), failing on an error chunk. */
export async function readReplyMessage(body: string): Promise<UIMessage | undefined> {
  const chunks = await readReplyChunks(body);
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(chunk));
      controller.close();
    },
  });
  return (await collect(readUIMessageStream({ stream, terminateOnError: true }))).at(-1);
}

/** The reply's text deltas, in order. */
export const textDeltas = (chunks: UIMessageChunk[]) => chunks.flatMap((c) => (c.type === 'text-delta' ? [c.delta] : []));

/** The data of the reply's `data-<name>` chunks. */
export const dataOf = (chunks: UIMessageChunk[], name: string) =>
  chunks.flatMap((c) => (c.type === `data-${name}` ? [(c as { data: unknown }).data] : []));

/**
 * A streamed reply read as it comes over real HTTP: `until(check)` resolves true once the body so
 * far passes `check` (false if the stream ended first); `done` answers the whole body.
 */
export function readLive(res: Response) {
  let body = '';
  let over = false;
  const { changed, until } = conditions(() => over);
  const done = (async () => {
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    try {
      for (let step = await reader.read(); !step.done; step = await reader.read()) {
        body += decoder.decode(step.value, { stream: true });
        changed();
      }
    } catch {
      // Broken off by the test (an abort): what came is kept.
    } finally {
      over = true;
      changed();
    }
    return body;
  })();
  return { done, until: (check: (body: string) => boolean) => until(() => check(body)) };
}
