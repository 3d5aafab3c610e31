const encode = (event: string, data: unknown) => new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** An event-stream answer to a stubbed fetch; `hold` keeps it open until the request is aborted. */
export function sse(init: RequestInit | undefined, events: [string, unknown][], hold = false) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [event, data] of events) controller.enqueue(encode(event, data));
      if (!hold) return controller.close();
      init?.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}
