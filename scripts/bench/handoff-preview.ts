/**
 * The hand-off preview of a 50-page PRD (about 25,000 words, 300 user stories and requirements in
 * lists, numbered paragraphs and tables, each with acceptance criteria): `POST /api/documents/{id}/handoff/preview`
 * on the built server, loopback round trip included, and the requirement finder alone; medians after a warm-up.
 */
import { performance } from 'node:perf_hooks';
import { findRequirements } from '../../server/modules/integrations/requirements';
import { startAppProcess } from '../../tests/support/app-process';
import { median } from './load';

const VOCABULARY =
  'calendar team invite export share schedule meeting reminder sync timezone owner member board report filter search notify'.split(' ');
const words = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => VOCABULARY[(seed * 7 + i * 3) % VOCABULARY.length]).join(' ');

/** One page: context, two user stories with nested criteria, two numbered requirements, and a table row group. */
function page(p: number) {
  const story = (i: number) =>
    `<li><p>As a planner ${p}-${i}, I want to ${words(12, p + i)}, so that ${words(10, p * i)}.</p><ul>${Array.from({ length: 3 }, (_, c) => `<li><p>Given ${words(6, c)}, when ${words(5, p)}, then ${words(6, i + c)}</p></li>`).join('')}</ul></li>`;
  const numbered = (i: number) =>
    `<p><strong>FR-${p * 2 + i}: ${words(6, p + i)}</strong></p><p>${words(60, p * 3 + i)}</p><p>Acceptance criteria:</p><ul><li><p>${words(12, i)}</p></li><li><p>${words(12, p)}</p></li></ul>`;
  const rows = Array.from(
    { length: 2 },
    (_, i) => `<tr><td>NFR-${p * 2 + i}</td><td>${words(8, p + i)}</td><td>P${i}</td><td>${words(15, p * i)}</td></tr>`,
  ).join('');
  return [
    `<h2>Area ${p + 1}: ${words(4, p)}</h2>`,
    `<p>${words(50, p)}</p><p>${words(45, p + 1)}</p>`,
    `<h3>User stories</h3><ul>${story(1)}${story(2)}</ul>`,
    `<h3>Functional requirements</h3>${numbered(1)}${numbered(2)}`,
    `<h3>Non-functional requirements</h3><table><tr><th>ID</th><th>Requirement</th><th>Priority</th><th>Acceptance criteria</th></tr>${rows}</table>`,
  ].join('');
}

export const longRequirementsPrd = (pages = 50) => `<h1>Team Calendar PRD</h1>${Array.from({ length: pages }, (_, p) => page(p)).join('')}`;

export async function benchHandoffPreview(runs = 20) {
  const html = longRequirementsPrd();
  const wordCount = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  const items = findRequirements(html).length;
  const finder = Array.from({ length: runs + 5 }, () => {
    const start = performance.now();
    findRequirements(html);
    return performance.now() - start;
  }).slice(5);

  const app = await startAppProcess({ PLAN_LIMITS: 'off', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, 5131);
  try {
    const headers = await app.signIn('bench-handoff');
    const created = await fetch(`${app.base}/api/documents`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Team Calendar PRD', content: html, type: 'enhance' }),
    });
    const { id } = (await created.json()) as { id: string };
    const preview = async () => {
      const start = performance.now();
      const res = await fetch(`${app.base}/api/documents/${id}/handoff/preview`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ target: 'linear' }),
      });
      const answer = (await res.json()) as { items: unknown[] };
      if (!res.ok || answer.items.length !== items) throw new Error(`preview answered ${res.status} with ${answer.items?.length} items`);
      return performance.now() - start;
    };
    for (let i = 0; i < 5; i++) await preview();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await preview());
    return { ms: median(times), finderMs: median(finder), words: wordCount, items, runs, kb: Buffer.byteLength(html) / 1024 };
  } finally {
    await app.stop();
  }
}
