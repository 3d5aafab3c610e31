/**
 * Benchmarks (npm run bench): figures printed as a table; each line says its target, and the run
 * fails when one is missed. BENCH_DATABASE_URL measures on PostgreSQL instead of PGlite.
 */
import { benchmarks, type Row } from './bench/registry';

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benchmarks));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose among ${Object.keys(benchmarks).join(', ')}.`);
  process.exit(2);
}
const rows: Row[] = [];
for (const [name, run] of Object.entries(benchmarks)) {
  if (chosen.length === 0 || chosen.includes(name)) rows.push(...[await run()].flat());
}
console.table(rows);
if (rows.some((r) => !r.ok)) process.exitCode = 1;
