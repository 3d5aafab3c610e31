/**
 * Autosaves of a 50-page PRD (about 25,000 words), as the documents editor sends them: a patch
 * against the version it holds (If-Match), one word changed as typing does. Measured: the server's
 * time for one save (its Server-Timing header: from the request's arrival to its answer, compression
 * aside), the same for a save of the whole text, the bytes a save uploads (its body), the time seen by
 * the client on the same machine, and how long `/healthz` takes meanwhile, when two editors save back
 * to back. BENCH_DATABASE_URL measures on PostgreSQL.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildPatch } from '../../common/document-patch';
import { startAppProcess } from '../../tests/support/app-process';
import { longPrdHtml } from './editor-typing';
import { median } from './load';

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

export async function benchAutosave(opts: { saves?: number; busyMs?: number } = {}) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, 5093);
  try {
    const html = longPrdHtml();
    const editors = await Promise.all(
      ['editor-a', 'editor-b'].map(async (name) => {
        const headers = await app.signIn(name);
        const res = await fetch(`${app.base}/api/documents`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ title: 'Team Calendar PRD', type: 'enhance', content: html }),
        });
        const created = (await res.json()) as { id: string; content: string };
        return { headers, id: created.id, acknowledged: created.content, etag: res.headers.get('etag') ?? '' };
      }),
    );
    let edit = 0;
    const serverTimes: number[] = [];
    const uploaded: number[] = [];
    const downloaded: number[] = [];
    /** One autosave, with one word changed as typing does, as a patch or whole: the client's time. */
    const save = async (editor: (typeof editors)[number], whole = false) => {
      const content = html.replace('<h1>', `<h1>v${++edit} `);
      const change = whole ? { content } : { patch: buildPatch(editor.acknowledged, content) };
      const body = JSON.stringify({ id: editor.id, title: 'Team Calendar PRD', ...change });
      const started = performance.now();
      const res = await fetch(`${app.base}/api/documents/${editor.id}`, {
        method: 'PUT',
        headers: { ...editor.headers, 'if-match': editor.etag },
        body,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`autosave answered ${res.status}`);
      // A patch saved as it made the text answers without it: the editor holds it.
      editor.acknowledged = (JSON.parse(text) as { content?: string }).content ?? content;
      downloaded.push(Buffer.byteLength(text));
      editor.etag = res.headers.get('etag') ?? '';
      uploaded.push(Buffer.byteLength(body));
      serverTimes.push(Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN));
      return performance.now() - started;
    };

    const [first] = editors as [(typeof editors)[number]];
    for (let i = 0; i < 5; i++) await save(first, true);
    serverTimes.length = 0;
    for (let i = 0; i < (opts.saves ?? 30); i++) await save(first, true);
    const wholeServerMs = median(serverTimes);
    for (let i = 0; i < 5; i++) await save(first);
    const saveTimes: number[] = [];
    serverTimes.length = 0;
    uploaded.length = 0;
    downloaded.length = 0;
    for (let i = 0; i < (opts.saves ?? 30); i++) saveTimes.push(await save(first));
    const serverMs = median(serverTimes);
    const uploadedKb = median(uploaded) / 1024;
    const downloadedKb = median(downloaded) / 1024;

    // Two editors saving back to back, while a monitor asks /healthz every 10 ms.
    const until = performance.now() + (opts.busyMs ?? 6000);
    const saving = editors.map(async (editor) => {
      while (performance.now() < until) await save(editor);
    });
    const health: number[] = [];
    while (performance.now() < until) {
      const started = performance.now();
      await (await fetch(`${app.base}/healthz`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
    await Promise.all(saving);
    return {
      serverMs,
      wholeServerMs,
      uploadedKb,
      downloadedKb,
      saveMs: median(saveTimes),
      kb: Buffer.byteLength(html) / 1024,
      healthP99: percentile(health, 0.99),
      probes: health.length,
      saves: edit,
    };
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchAutosave());
}
