import pg from 'pg';

/** `count` documents for the signed-in user, created over HTTP 25 at a time; `body(i)` is the i-th one's JSON. */
export async function fillDocuments(base: string, headers: Record<string, string>, count: number, body: (i: number) => object) {
  for (let i = 0; i < count; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, count - i) }, (_, j) =>
        fetch(`${base}/api/documents`, { method: 'POST', headers, body: JSON.stringify(body(i + j)) }).then((r) => {
          if (!r.ok) throw new Error(`creating a document answered ${r.status}`);
        }),
      ),
    );
  }
}

/**
 * Planner statistics as a running server has them: PostgreSQL's autovacuum analyzes a table within a
 * minute of such growth (done here at once, BENCH_DATABASE_URL); the server's own round does it on
 * PGlite within 10 s.
 */
export async function afterStatistics() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return new Promise((r) => setTimeout(r, 12_000));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('ANALYZE documents');
  await client.end();
}
