import type { ToolInput } from '../../../common/tools/inputs';
import { fmt, money as moneyIn, pct } from '../../../common/tools/format';
import { toolAnswer } from './result';

/**
 * Each step's conversion from the one before, the overall conversion, the step that loses the most
 * people, and what winning back N points of conversion at that step adds at the end of the funnel.
 */
export function funnel(input: ToolInput<'funnel'>) {
  const money = (n: number) => moneyIn(n, input.currency);
  const { steps, recoverPoints, valuePerConversion } = input;
  const first = steps[0]!.count;
  const last = steps.at(-1)!.count;
  const rows = steps.slice(1).map((s, k) => {
    const before = steps[k]!;
    const conversion = before.count === 0 ? 0 : s.count / before.count;
    return { from: before.name, to: s.name, conversion, lost: before.count - s.count, lostShare: 1 - conversion };
  });
  const drop = rows.reduce((a, b) => (b.lost > a.lost ? b : a));
  const dropIndex = rows.indexOf(drop);
  // Later steps keep their conversion, so the extra people at the drop flow through to the end.
  const downstream = rows.slice(dropIndex + 1).reduce((share, row) => share * row.conversion, 1);
  const recovered =
    recoverPoints === undefined ? null : Math.min(recoverPoints, 1 - drop.conversion) * (steps[dropIndex]?.count ?? 0) * downstream;
  const steps_ = rows.map((row) => `${row.from} → ${row.to}: ${pct(row.conversion, 1)} (${fmt(row.lost)} lost)`);
  steps_.push(`Overall: ${fmt(last)} ÷ ${fmt(first)} = ${pct(last / first, 2)}`);
  if (recovered !== null && recoverPoints !== undefined)
    steps_.push(
      `Recovering ${fmt(recoverPoints * 100, 1)} points at ${drop.from} → ${drop.to}: ${fmt(steps[dropIndex]?.count ?? 0)} × ${fmt(Math.min(recoverPoints, 1 - drop.conversion), 4)} × ${fmt(downstream, 4)} (later steps) = ${fmt(recovered, 1)} more at ${steps.at(-1)!.name}${valuePerConversion === undefined ? '' : `, × ${money(valuePerConversion)} = ${money(recovered * valuePerConversion)}`}`,
    );
  return toolAnswer('funnel', {
    inputs: { ...input },
    formula: 'step conversion = count ÷ previous count; recovered = people entering the step × points × conversion of later steps',
    steps: steps_,
    answer: `${pct(last / first, 2)} make it from ${steps[0]!.name} to ${steps.at(-1)!.name}; the biggest drop is ${drop.from} → ${drop.to}, losing ${fmt(drop.lost)} (${pct(drop.lostShare, 1)}).${recovered === null ? '' : ` Winning back ${fmt((recoverPoints ?? 0) * 100, 1)} points there adds about ${fmt(recovered)} ${steps.at(-1)!.name}${valuePerConversion === undefined ? '' : `, worth ${money(recovered * valuePerConversion)}`}.`}`,
    notes: first < 100 ? ['Fewer than 100 people entered the funnel: a few people more or less change these shares a lot.'] : [],
    stepConversion: rows.map(({ from, to, conversion }) => ({ from, to, conversion })),
    overallConversion: last / first,
    biggestDrop: { from: drop.from, to: drop.to, lost: drop.lost, lostShare: drop.lostShare },
    recoveredConversions: recovered,
    recoveredValue: recovered !== null && valuePerConversion !== undefined ? recovered * valuePerConversion : null,
  });
}
