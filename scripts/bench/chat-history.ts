import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { CHAT_PAGE_SIZE } from '../../common/constants';
import { startAppProcess } from '../../tests/support/app-process';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The bytes of an answer as the network carries them: status line, headers and body. */
async function bytesOf(res: Response) {
  const head = `HTTP/1.1 ${res.status} ${res.statusText}\r\n${[...res.headers].map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
  return head.length + (await res.arrayBuffer()).byteLength;
}

/** Opens the endless live-event stream and counts its bytes in the background, until `stop`. */
async function countEvents(url: string, cookie: string) {
  let bytes = 0;
  const ready = new Promise<http.ClientRequest>((resolve) => {
    const req = http.get(url, { headers: { cookie } }, (res) => {
      res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      resolve(req);
    });
    req.on('error', () => {});
  });
  const req = await ready;
  return { bytes: () => bytes, stop: () => req.destroy() };
}

/**
 * A chat of `count` messages: opening it as the chat screen does (the document and the latest page of
 * messages), and sending a message in it as the chat screen does (the streamed reply, and the live
 * events the tab receives meanwhile, whose echo of its own messages it does not follow with a read).
 */
export async function benchChatHistory(count = 2000) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off' }, 5097);
  const headers = await app.signIn('history');
  const doc = (await (
    await fetch(`${app.base}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ type: 'explore' }) })
  ).json()) as { id: string };
  const url = `${app.base}/api/documents/${doc.id}/messages`;
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        // Questionnaire answers are stored without an AI reply: the fastest way to fill a chat.
        fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ content: `Message ${i + j}: ${'a realistic sentence of product talk '.repeat(4)}`, isQuestion: true }),
        }),
      ),
    );
  }
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < 25; i++) {
    const start = performance.now();
    const [docRes, msgRes] = await Promise.all([
      fetch(`${app.base}/api/documents/${doc.id}`, { headers }),
      fetch(`${url}?limit=${CHAT_PAGE_SIZE}`, { headers }),
    ]);
    await docRes.arrayBuffer();
    size = (await msgRes.arrayBuffer()).byteLength;
    if (i >= 5) times.push(performance.now() - start);
  }
  const wholeKb = (await (await fetch(url, { headers })).arrayBuffer()).byteLength / 1024;

  const events = await countEvents(`${app.base}/api/events`, headers.cookie ?? '');
  await new Promise((r) => setTimeout(r, 200));
  const before = events.bytes();
  const sent = await fetch(url, {
    method: 'POST',
    headers: { ...headers, accept: 'text/event-stream' },
    body: JSON.stringify({ content: 'Which metric should we watch first after launch?', isQuestion: false }),
  });
  const sendBytes = await bytesOf(sent);
  // The live events of the new messages come within moments.
  await new Promise((r) => setTimeout(r, 500));
  events.stop();
  await app.stop();
  const eventBytes = events.bytes() - before;
  return { count, ms: median(times), kb: size / 1024, wholeKb, sendKb: (sendBytes + eventBytes) / 1024, eventBytes };
}

/** The benchmark's rows: opening the chat, and the bytes one message sent in it downloads. */
export async function chatHistoryRows() {
  const chat = await benchChatHistory(2000);
  return [
    {
      benchmark: `open a chat of ${chat.count} messages: document + latest page of messages over HTTP (${chat.kb.toFixed(0)} KB; the whole chat would be ${chat.wholeKb.toFixed(0)} KB; median of 20)`,
      result: `${chat.ms.toFixed(1)} ms`,
      target: '< 100 ms',
      ok: chat.ms < 100,
    },
    {
      benchmark: `sending a message in a ${chat.count}-message chat: bytes downloaded (streamed reply with headers, ${chat.eventBytes} B of live events)`,
      result: `${chat.sendKb.toFixed(1)} KB`,
      target: '< 10 KB',
      ok: chat.sendKb < 10,
    },
  ];
}
