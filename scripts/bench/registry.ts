/** Every benchmark of `npm run bench` by name, each giving its rows: figure, target, and whether it is met. */
import { benchAutosave } from './autosave';
import { benchAutosaveBytes } from './autosave-bytes';
import { chatHistoryRows } from './chat-history';
import { benchDesignAnalysis } from './design-analysis';
import { benchEditorTyping } from './editor-typing';
import { benchEventStreams } from './event-streams';
import { benchCollab } from './collab';
import { benchDocumentList, benchFirstScreens } from './document-list';
import { benchFirstStart } from './first-start';
import { benchFirstToken } from './first-token';
import { benchReplyFollow } from './reply-follow';
import { benchLandingBytes, benchLighthouse } from './lighthouse';
import { benchKnowledgeIndex, benchKnowledgeRetrieval } from './knowledge';
import { benchSanitize } from './sanitize';
import { benchSearch } from './search';
import { benchMcpSearch } from './mcp-search';
import { benchHandoffPreview } from './handoff-preview';
import { benchOfflineChat } from './offline-chat';
import { benchNumberReading } from './number-reading';
import { benchOfflineReview } from './offline-review';
import { benchPgliteDisk } from './pglite-disk';
import { benchContextBuild, benchGuidedTokens } from './context-build';
import { benchStartupMemory } from './startup-memory';
import { benchToolbox } from './toolbox';
import { benchToolStep } from './tool-step';
import { benchVersionDiff, benchVersionList, benchVersionStorage } from './versions';

export type Row = { benchmark: string; result: string; target: string; ok: boolean };
const ms = (x: number) => `${x.toFixed(1)} ms`;
const mib = (x: number) => `${x.toFixed(0)} MiB`;

/** Each benchmark by name (some give several rows): `npm run bench -- first-token chat-history` runs only those. */
export const benchmarks: Record<string, () => Promise<Row | Row[]> | Row | Row[]> = {
  'knowledge-retrieval': async () => {
    const r = await benchKnowledgeRetrieval();
    return {
      benchmark: `retrieving a question's passages from a product of ${r.passages.toLocaleString('en')} passages on ${r.on}, full-text (median of every question; slowest question ${ms(r.slowest.ms)}: "${r.slowest.q.slice(0, 40)}")`,
      result: ms(r.median),
      target: '< 30 ms',
      ok: r.median < 30 && r.slowest.ms < 30,
    };
  },
  'knowledge-index': async () => {
    const r = await benchKnowledgeIndex();
    return {
      benchmark: `indexing a 100-page PDF (${r.kb.toFixed(0)} KB) on ${r.on}: checked, text read, split into ${r.passages} passages and stored (median of 3)`,
      result: ms(r.ms),
      target: '< 2000 ms',
      ok: r.ms < 2000,
    };
  },
  'offline-review': () => {
    const review = benchOfflineReview();
    return {
      benchmark: `offline review, scored and written, of a ${review.words.toLocaleString('en')}-word PRD (median of 15)`,
      result: ms(review.ms),
      target: '< 300 ms',
      ok: review.ms < 300,
    };
  },
  toolbox: () => {
    const slowest = benchToolbox();
    return {
      benchmark: `slowest PM tool, input checked and computed (median of 200; ${slowest.tool})`,
      result: `${slowest.ms.toFixed(3)} ms`,
      target: '< 1 ms',
      ok: slowest.ms < 1,
    };
  },
  'tool-step': async () => {
    const step = await benchToolStep(100);
    return {
      benchmark: `server time a tool step adds to a model's reply, besides the model's own (median of ${step.n}; reply ${step.plain.toFixed(1)} ms, with a sample_size step ${step.withTool.toFixed(1)} ms, the step's provider request ${step.modelStep.toFixed(1)} ms)`,
      result: `${step.overhead.toFixed(1)} ms`,
      target: '< 5 ms',
      ok: step.overhead < 5,
    };
  },
  'offline-chat': () => {
    const chat = benchOfflineChat();
    return {
      benchmark: `offline chat reply on a ${chat.messages}-message chat, slowest of ${chat.kinds} kinds of question (median of 15; "${chat.question.slice(0, 40)}")`,
      result: `${chat.ms.toFixed(1)} ms`,
      target: '< 50 ms',
      ok: chat.ms < 50,
    };
  },
  'number-reading': () => {
    const reading = benchNumberReading();
    return {
      benchmark: `reading every number of a message with all the offline readers, slowest of ${reading.messages} messages (median of 30; "${reading.message.slice(0, 40)}")`,
      result: `${reading.ms.toFixed(2)} ms`,
      target: '< 5 ms',
      ok: reading.ms < 5,
    };
  },
  'context-build': () => {
    const built = benchContextBuild();
    return {
      benchmark: `building a model request for a 2 MB document and 300 messages (median of 15; ${built.tokens.toLocaleString('en')} of ${built.budget.toLocaleString('en')} tokens, ${built.omittedTurns} messages and ${built.omittedSections} sections left out)`,
      result: ms(built.ms),
      target: '< 50 ms',
      ok: built.ms < 50 && built.tokens <= built.budget,
    };
  },
  'context-tokens': () => {
    const g = benchGuidedTokens();
    return [
      {
        benchmark: `input tokens of a guided PRD journey, turn 12 minus turn 2 (${g.turn2} → ${g.turn12}) against the new turns' own text (${g.newTurnsOwn})`,
        result: `+${g.turn12 - g.turn2}`,
        target: `<= own text + 25 % (${Math.round(g.newTurnsOwn * 1.25)})`,
        ok: g.turn12 - g.turn2 <= g.newTurnsOwn * 1.25,
      },
      {
        benchmark: 'repeated product-fact text in the turn-12 request',
        result: `${(g.repeatedShare * 100).toFixed(1)} %`,
        target: '< 5 %',
        ok: g.repeatedShare < 0.05,
      },
    ];
  },
  'first-token': async () => {
    const ttft = await benchFirstToken(100);
    return {
      benchmark: `first streamed token, our server minus upstream (median of ${ttft.n}; upstream ${ttft.upstream.toFixed(1)} ms, through Northstar ${ttft.through.toFixed(1)} ms)`,
      result: `${ttft.overhead.toFixed(1)} ms`,
      target: '< 10 ms',
      ok: ttft.overhead < 10,
    };
  },
  'reply-follow': async () => {
    const follow = await benchReplyFollow(50);
    return {
      benchmark: `a follower joining a reply in progress gets the text so far (GET …/reply, median of ${follow.n})`,
      result: ms(follow.ms),
      target: '< 50 ms',
      ok: follow.ms < 50,
    };
  },
  // PostgreSQL only (BENCH_DATABASE_URL): several app servers need a shared database.
  'reply-follow-across': async () => {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) return [];
    const follow = await benchReplyFollow(50, url);
    return {
      benchmark: `a follower on another app server gets the text so far (GET …/reply, PostgreSQL, median of ${follow.n})`,
      result: ms(follow.ms),
      target: '< 50 ms',
      ok: follow.ms < 50,
    };
  },
  'design-analysis': async () => {
    const design = await benchDesignAnalysis();
    return {
      benchmark: `offline design review of a 1920x1080 screenshot (median of ${design.runs})`,
      result: `${design.ms.toFixed(1)} ms`,
      target: '< 500 ms',
      ok: design.ms < 500,
    };
  },
  'chat-history': chatHistoryRows,
  collab: async () => {
    const r = await benchCollab(20, 50);
    const where = r.across
      ? 'on another app server (PostgreSQL NOTIFY)'
      : 'on the same server (PGlite; BENCH_DATABASE_URL for two servers)';
    return [
      {
        benchmark: `live co-editing: an edit reaches every co-editor ${where}, ${r.editors} editors on one 50-page document, ${r.delivered}/${r.expected} deliveries (p50 ${r.p50.toFixed(1)} ms)`,
        result: `p99 ${r.p99.toFixed(1)} ms`,
        target: 'p99 < 50 ms',
        ok: r.p99 < 50 && r.delivered === r.expected,
      },
      {
        benchmark: `a 50-page document opens for collaboration the first time, its shared state built from its HTML (again: ${ms(r.openAgain)}; on a server that never opened one before: ${ms(r.coldOpen)})`,
        result: ms(r.firstOpen),
        target: '< 300 ms',
        ok: r.firstOpen < 300,
      },
      {
        benchmark: `server memory for the open 50-page document with its ${r.editors} connections`,
        result: `${r.mibPerDocument.toFixed(1)} MiB`,
        target: 'reported',
        ok: true,
      },
    ];
  },
  'event-streams': async () => {
    const live = await benchEventStreams(1000, 20);
    return {
      benchmark: `live events: ${live.streams} open streams, ${live.delivered}/${live.expected} deliveries (p50 ${live.p50.toFixed(1)} ms; server memory ${live.kbPerStream.toFixed(1)} KB per stream)`,
      result: `p99 ${live.p99.toFixed(1)} ms`,
      target: 'p99 < 100 ms',
      ok: live.p99 < 100 && live.delivered === live.expected,
    };
  },
  versions: async () => {
    const diff = benchVersionDiff();
    const storage = await benchVersionStorage();
    const list = await benchVersionList();
    return [
      {
        benchmark: `word diff of two versions of a ${diff.words.toLocaleString('en')}-word PRD (History panel, median of ${diff.runs})`,
        result: ms(diff.ms),
        target: '< 100 ms',
        ok: diff.ms < 100,
      },
      {
        benchmark: `GET /api/documents/{id}/versions with ${list.versions} versions (median of ${list.runs})`,
        result: ms(list.ms),
        target: '< 50 ms',
        ok: list.ms < 50,
      },
      {
        benchmark: `storage of ${storage.versions} versions of a 50-page PRD (${storage.docKb.toFixed(0)} KB): ${storage.storedKb.toFixed(0)} KB stored as deltas (whole, under PostgreSQL's own compression: ${storage.wholeKb.toFixed(0)} KB, ${storage.wholeRatio.toFixed(1)}x)`,
        result: `${storage.ratio.toFixed(2)}x the document`,
        target: '< 5x',
        ok: storage.ratio < 5,
      },
    ];
  },
  sanitize: () => {
    const clean = benchSanitize();
    return {
      benchmark: `sanitize the HTML of a 50-page PRD on the server (${clean.kb.toFixed(0)} KB, median of ${clean.runs})`,
      result: `${clean.ms.toFixed(1)} ms`,
      target: '< 10 ms',
      ok: clean.ms < 10,
    };
  },
  'first-start': async () => {
    const { runs, first, slowestFirstMs, existing } = await benchFirstStart();
    return [
      {
        benchmark: `PGlite first start: spawn to the first 200 of /healthz on an empty data dir (median of ${runs}, each on a new one, slowest ${ms(slowestFirstMs)}; CPU ${ms(first.cpuMs)})`,
        result: ms(first.ms),
        target: '< 1500 ms',
        ok: first.ms < 1500,
      },
      {
        benchmark: `PGlite start on the data dir a first start made, for reference: spawn to /healthz (median of ${runs}; CPU ${ms(existing.cpuMs)})`,
        result: ms(existing.ms),
        target: 'first start minus this < 300 ms',
        ok: first.ms - existing.ms < 300,
      },
    ];
  },
  'startup-memory': async () => {
    const { pglite, postgres } = await benchStartupMemory({ databaseUrl: process.env.BENCH_DATABASE_URL });
    const rows: Row[] = [
      {
        benchmark: 'PGlite: memory after a first start on an empty data dir (5 s idle)',
        result: mib(pglite.first.idleMiB),
        target: '< 250 MiB',
        ok: pglite.first.idleMiB < 250,
      },
      {
        benchmark: 'PGlite: memory after start on an existing data dir (5 s idle, median of 3)',
        result: mib(pglite.idleMiB),
        target: '< 250 MiB',
        ok: pglite.idleMiB < 250,
      },
      {
        benchmark: `PGlite: start-up on an existing data dir, spawn to /readyz (CPU ${ms(pglite.cpuMs)})`,
        result: ms(pglite.startMs),
        target: '< 3000 ms',
        ok: pglite.startMs < 3000,
      },
    ];
    if (!postgres) {
      rows.push({
        benchmark: 'PostgreSQL memory and start-up: set BENCH_DATABASE_URL to measure',
        result: 'not run',
        target: '< 120 MiB, < 1500 ms',
        ok: true,
      });
      return rows;
    }
    return [
      ...rows,
      {
        benchmark: 'PostgreSQL: memory after start (5 s idle, median of 3)',
        result: mib(postgres.idleMiB),
        target: '< 120 MiB',
        ok: postgres.idleMiB < 120,
      },
      {
        benchmark: `PostgreSQL: start-up, spawn to /readyz (CPU ${ms(postgres.cpuMs)})`,
        result: ms(postgres.startMs),
        target: '< 1500 ms',
        ok: postgres.startMs < 1500,
      },
    ];
  },
  'document-list': async () =>
    (await benchDocumentList()).map((r) => {
      const versus = `${r.app.toFixed(0)} req/s vs bare Fastify ${r.bare.toFixed(0)} req/s (CPU per request ${r.appCpu.toFixed(2)} vs ${r.bareCpu.toFixed(2)} ms)`;
      const documents = `${r.documents.toLocaleString('en')} documents`;
      if (r.route === 'list')
        return {
          benchmark: `GET /api/documents first page (50), ${documents}: ${versus}`,
          result: `${r.ratio.toFixed(1)}x slower`,
          target: '<= 3x',
          ok: r.ratio <= 3,
        };
      const floor = process.env.BENCH_DATABASE_URL ? 1_000 : 250;
      return {
        benchmark: `GET /api/sidebar, ${documents}: ${versus}`,
        result: `${r.app.toFixed(0)} req/s`,
        target: `>= ${floor} req/s`,
        ok: r.app >= floor,
      };
    }),
  'first-screen': async () =>
    (await benchFirstScreens()).map((screen) => ({
      benchmark: `${screen.page} first screen at ${screen.documents.toLocaleString('en')} documents: API answers as sent, compressed (${screen.requests.join(', ')})`,
      result: `${(screen.bytes / 1024).toFixed(1)} KB`,
      target: '< 30 KB',
      ok: screen.bytes < 30 * 1024,
    })),
  'mcp-search': async () => {
    const r = await benchMcpSearch();
    const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    return {
      benchmark: `${where}: the MCP search tool's round trip (official SDK client, Streamable HTTP) against GET /api/search, same queries over ${r.documents.toLocaleString('en')} documents (medians of ${r.runs}; API ${ms(r.apiMs)})`,
      result: ms(r.mcpMs),
      target: `< 3x the API (${ms(3 * r.apiMs)})`,
      ok: r.mcpMs < 3 * r.apiMs,
    };
  },
  'handoff-preview': async () => {
    const r = await benchHandoffPreview();
    const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    return {
      benchmark: `${where}: POST /api/documents/{id}/handoff/preview of a 50-page PRD (${r.words.toLocaleString('en')} words, ${r.kb.toFixed(0)} KB, ${r.items} stories and requirements), round trip (median of ${r.runs}; the finder alone ${ms(r.finderMs)})`,
      result: ms(r.ms),
      target: '< 100 ms',
      ok: r.ms < 100,
    };
  },
  search: async () => {
    const found = await benchSearch();
    const ratio = found.searchMs / found.userMs;
    const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    return [
      {
        benchmark: `${where}: GET /api/search over ${found.documents.toLocaleString('en')} documents of one user (median of ${found.runs}, 6 queries from 1 % to all documents, each asked ${found.runs / 6} times; slowest ${found.slowest.q} ${ms(found.slowest.ms)})`,
        result: ms(found.searchMs),
        target: '< 50 ms',
        ok: found.searchMs < 50,
      },
      {
        benchmark: `${where}: the same searches against GET /api/user in the same run (${ms(found.userMs)})`,
        result: `${ratio.toFixed(1)}x`,
        target: '< 3x',
        ok: ratio < 3,
      },
      {
        benchmark: `${where}: the first search right after writing ${found.documents.toLocaleString('en')} documents (a word in 10 % of them)`,
        result: ms(found.afterImportMs),
        target: '< 100 ms',
        ok: found.afterImportMs < 100,
      },
      {
        benchmark: `${where}: /healthz in the 6 s after writing them, while their words are read (from 3 s on) (${found.probes} probes)`,
        result: `p99 ${ms(found.healthP99)}`,
        target: 'p99 < 50 ms',
        ok: found.healthP99 < 50,
      },
      {
        benchmark: `${where}: a search the server has not seen yet (median of ${found.firstRuns} queries asked once each; ${(found.firstMs / found.userMs).toFixed(1)}x GET /api/user)`,
        result: ms(found.firstMs),
        target: '< 50 ms',
        ok: found.firstMs < 50,
      },
      {
        benchmark: `${where}: the Documents screen's title search over ${found.documents.toLocaleString('en')} documents, few matching (median of ${found.titleRuns} queries asked once each)`,
        result: ms(found.titleMs),
        target: '< 50 ms',
        ok: found.titleMs < 50,
      },
    ];
  },
  autosave: async () => {
    const save = await benchAutosave();
    return [
      {
        benchmark: `autosave of a 50-page PRD (${save.kb.toFixed(0)} KB) as a patch, server time (median of 30; ${ms(save.saveMs)} with the loopback round trip; ${ms(save.wholeServerMs)} for the whole text)`,
        result: ms(save.serverMs),
        target: '< 12 ms',
        ok: save.serverMs < 12,
      },
      {
        benchmark: `uploaded by one autosave of a 50-page PRD (${save.kb.toFixed(0)} KB), request body (median of 30; its answer ${save.downloadedKb.toFixed(2)} KB)`,
        result: `${save.uploadedKb.toFixed(2)} KB`,
        target: '< 20 KB',
        ok: save.uploadedKb < 20,
      },
      {
        benchmark: `/healthz while two editors autosave back to back (${save.saves} saves, ${save.probes} probes)`,
        result: `p99 ${ms(save.healthP99)}`,
        target: 'p99 < 20 ms',
        ok: save.healthP99 < 20,
      },
    ];
  },
  'pglite-disk': async () => {
    const disk = await benchPgliteDisk();
    return {
      benchmark: `embedded database on disk over ${disk.saves.toLocaleString('en')} autosaves of a ${disk.kb.toFixed(0)} KB PRD, largest against its live data (${mib(disk.peakMb)} at most, ${mib(disk.endMb)} at the end, ${mib(disk.liveMb)} compacted; ${mib(disk.startMb)} before)`,
      result: `${(disk.peakMb / disk.liveMb).toFixed(2)}x`,
      target: '<= 2x',
      ok: disk.peakMb <= 2 * disk.liveMb,
    };
  },
  'autosave-bytes': async () =>
    (({ saves, documents, kb }) => ({
      benchmark: `downloaded by the browser during ${saves} autosaves of a 2-page document, in an account of ${documents.toLocaleString('en')} documents`,
      result: `${kb.toFixed(1)} KB`,
      target: '< 50 KB',
      ok: kb < 50,
    }))(await benchAutosaveBytes()),
  'landing-bytes': async () => {
    const bytes = await benchLandingBytes();
    return {
      benchmark: `bytes downloaded before the landing page is interactive (${bytes.scriptKiB.toFixed(0)} KiB of it JavaScript)`,
      result: `${bytes.totalKiB.toFixed(0)} KiB`,
      target: '< 160 KiB',
      ok: bytes.totalKiB < 160,
    };
  },
  lighthouse: async () =>
    (await benchLighthouse()).flatMap((s) => [
      {
        benchmark: `Lighthouse performance, phone, ${s.page} (median of 3; LCP ${(s.mobileLcpMs / 1000).toFixed(2)} s)`,
        result: String(s.mobile),
        target: '>= 95, LCP < 2.5 s',
        ok: s.mobile >= 95 && s.mobileLcpMs < 2500,
      },
      { benchmark: `Lighthouse performance, desktop, ${s.page}`, result: String(s.desktop), target: '>= 98', ok: s.desktop >= 98 },
    ]),
  'editor-typing': async () => {
    const typing = await benchEditorTyping();
    return {
      benchmark: `editor typing in Chromium, ${typing.pages}-page document (median of 100 keystrokes; needs npm run build)`,
      result: `${typing.medianMs.toFixed(1)} ms`,
      target: '< 16 ms',
      ok: typing.medianMs < 16,
    };
  },
};
