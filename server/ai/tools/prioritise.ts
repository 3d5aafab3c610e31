import type { ToolInput } from '../../../common/tools/inputs';
import { fmt } from '../../../common/tools/format';
import { toolAnswer } from './result';

type Ranked = { name: string; score: number; rank: number };

/** Highest score first; equal scores share a rank. */
function rank<T extends { name: string; score: number }>(items: T[]): (T & Ranked)[] {
  const sorted = [...items].sort((a, b) => b.score - a.score);
  return sorted.map((item) => ({ ...item, rank: sorted.findIndex((s) => Math.abs(s.score - item.score) < 1e-9) + 1 }));
}

const leader = (ranked: Ranked[], method: string) => {
  const top = ranked.filter((x) => x.rank === 1);
  return top.length > 1
    ? `${top.map((x) => x.name).join(' and ')} tie at ${fmt(top[0]?.score ?? 0, 1)} (${method}).`
    : `${top[0]?.name} first with ${fmt(top[0]?.score ?? 0, 1)} (${method})${ranked[1] ? `, ahead of ${ranked[1].name} at ${fmt(ranked[1].score, 1)}` : ''}.`;
};

/** RICE = Reach × Impact × Confidence ÷ Effort (Intercom's method), ranked. */
export const riceScore = (i: { reach: number; impact: number; confidence: number; effort: number }) =>
  (i.reach * i.impact * i.confidence) / i.effort;

export function rice(input: ToolInput<'rice'>) {
  const ranked = rank(input.items.map((i) => ({ ...i, score: riceScore(i) })));
  return toolAnswer('rice', {
    inputs: { items: input.items },
    formula: 'RICE = Reach × Impact × Confidence ÷ Effort',
    steps: ranked.map(
      (i) => `${i.name}: ${fmt(i.reach)} × ${i.impact} × ${fmt(i.confidence, 2)} ÷ ${fmt(i.effort, 2)} = ${fmt(i.score, 1)}`,
    ),
    answer: leader(ranked, 'RICE'),
    notes: [],
    ranking: ranked.map(({ name, score, rank: place }) => ({ name, score, rank: place })),
    top: ranked[0]?.name ?? '',
  });
}

/** ICE = Impact × Confidence × Ease, each scored 1–10, ranked. */
export function ice(input: ToolInput<'ice'>) {
  const ranked = rank(input.items.map((i) => ({ ...i, score: i.impact * i.confidence * i.ease })));
  return toolAnswer('ice', {
    inputs: { items: input.items },
    formula: 'ICE = Impact × Confidence × Ease (each 1–10)',
    steps: ranked.map((i) => `${i.name}: ${fmt(i.impact, 1)} × ${fmt(i.confidence, 1)} × ${fmt(i.ease, 1)} = ${fmt(i.score, 1)}`),
    answer: leader(ranked, 'ICE'),
    notes: [],
    ranking: ranked.map(({ name, score, rank: place }) => ({ name, score, rank: place })),
    top: ranked[0]?.name ?? '',
  });
}
