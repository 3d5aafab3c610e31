import type { ToolInput } from '../../../common/tools/inputs';
import { pct } from '../../../common/tools/format';
import { toolAnswer } from './result';

/** Retention of each cohort per period (active ÷ size), and the average curve weighted by the cohorts still observed. */
export function cohortRetention(input: ToolInput<'cohort_retention'>) {
  const curves = input.cohorts.map((c) => ({ name: c.name, size: c.size, retention: c.active.map((a) => a / c.size) }));
  const periods = Math.max(...input.cohorts.map((c) => c.active.length));
  const average = Array.from({ length: periods }, (_, k) => {
    const seen = input.cohorts.filter((c) => c.active[k] !== undefined);
    return seen.reduce((sum, c) => sum + (c.active[k] ?? 0), 0) / seen.reduce((sum, c) => sum + c.size, 0);
  });
  const lastShare = average.at(-1) ?? 0;
  return toolAnswer('cohort_retention', {
    inputs: { ...input },
    formula: 'retention in period k = active in period k ÷ cohort size; average = Σ active ÷ Σ size over cohorts observed in k',
    steps: [
      ...curves.map((c) => `${c.name} (${c.size}): ${c.retention.map((x) => pct(x, 1)).join(', ')}`),
      `Average: ${average.map((x) => pct(x, 1)).join(', ')}`,
    ],
    answer: `On average ${pct(lastShare, 1)} of a cohort is still active in period ${periods}${average.length > 1 ? `, from ${pct(average[0] ?? 0, 1)} in period 1` : ''}.`,
    notes: input.cohorts.some((c) => c.size < 30) ? ['A cohort under 30 people: its curve moves a lot with a few people.'] : [],
    retention: curves,
    averageRetention: average,
  });
}
