/**
 * Risks written down but not dealt with: rows of a risks table whose mitigation, owner, likelihood or
 * impact cell is empty. A risk with no mitigation and no owner is a worry, not a plan.
 */

export type OpenRisk = { risk: string; missing: string[] };

/** The columns a risk row must fill, by the words of their headers. */
const COLUMNS: [string, RegExp][] = [
  ['likelihood', /\blikelihood\b|\bprobability\b/i],
  ['impact', /\bimpact\b|\bseverity\b/i],
  ['mitigation', /\bmitigation\b|\bresponse\b|\bplan\b/i],
  ['owner', /\bowner\b|\bwho\b|\bresponsible\b/i],
];

const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The rows of each Markdown table with a risk column that leave one of its columns empty. */
export function openRisks(text: string): OpenRisk[] {
  const out: OpenRisk[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    const header = lines[i] ?? '';
    if (!/^\s*\|/.test(header) || !/^\s*\|?\s*:?-{2,}/.test(lines[i + 1] ?? '')) continue;
    const names = cellsOf(header);
    const riskColumn = names.findIndex((name) => /\brisks?\b|\bassumptions?\b|\bdependenc/i.test(name));
    if (riskColumn === -1) continue;
    const checked = COLUMNS.flatMap(([label, pattern]) => {
      const index = names.findIndex((name, n) => n !== riskColumn && pattern.test(name));
      return index === -1 ? [] : [{ label, index }];
    });
    for (let j = i + 2; j < lines.length && /^\s*\|/.test(lines[j] ?? ''); j++) {
      const cells = cellsOf(lines[j] ?? '');
      const risk = cells[riskColumn];
      if (!risk) continue;
      const missing = checked
        .filter(({ index }) => !cells[index] || /^(?:-|–|tbd|\?|n\/a)$/i.test(cells[index] ?? ''))
        .map(({ label }) => label);
      if (missing.length > 0) out.push({ risk, missing });
    }
  }
  return out;
}

/** "Payment provider rate limits: no mitigation, no owner". */
export const openRiskLine = (r: OpenRisk) => `${r.risk}: no ${r.missing.join(', no ')}`;
