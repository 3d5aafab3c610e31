/**
 * The MCP `search` tool against `GET /api/search`: the same queries over the same 2,000 documents,
 * one through an MCP client of the official SDK (Streamable HTTP, a bearer token), one through the
 * HTTP API with the session cookie, interleaved; the medians' ratio is the MCP layer's cost.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startAppProcess } from '../../tests/support/app-process';
import { fillDocuments } from './documents-fill';
import { median } from './load';

const QUERIES = ['checkout', 'pricing', 'roadmap OR churn', 'wombat', '"apple pay"', 'cohort -mobile'];
const TOPICS = ['checkout', 'pricing', 'roadmap', 'churn', 'cohort', 'mobile', 'apple pay'];

export async function benchMcpSearch(count = 2_000, rounds = 10) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, 5136);
  try {
    const headers = await app.signIn('mcp-search');
    await fillDocuments(app.base, headers, count, (i) => ({
      title: `Theme ${i}`,
      type: 'enhance',
      content: `<p>Notes on ${TOPICS[i % TOPICS.length]} and ${TOPICS[(i * 3) % TOPICS.length]} for team ${i}.</p>`,
    }));
    const created = await fetch(`${app.base}/api/tokens`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'bench', scope: 'read' }),
    });
    const { token } = (await created.json()) as { token: string };
    const client = new Client({ name: 'northstar-bench', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', app.base), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
    );
    const viaApi = async (q: string) => {
      const start = performance.now();
      const res = await fetch(`${app.base}/api/search?q=${encodeURIComponent(q)}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`/api/search answered ${res.status}`);
      return performance.now() - start;
    };
    const viaMcp = async (q: string) => {
      const start = performance.now();
      const answer = await client.callTool({ name: 'search', arguments: { query: q } });
      if (answer.isError) throw new Error(`search tool failed: ${JSON.stringify(answer.content)}`);
      return performance.now() - start;
    };
    // Warm both paths (the first search indexes the new documents).
    for (const q of QUERIES) {
      await viaApi(q);
      await viaMcp(q);
    }
    const api: number[] = [];
    const mcp: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const q of QUERIES) {
        api.push(await viaApi(q));
        mcp.push(await viaMcp(q));
      }
    }
    await client.close();
    return { documents: count, runs: api.length, apiMs: median(api), mcpMs: median(mcp) };
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchMcpSearch());
}
