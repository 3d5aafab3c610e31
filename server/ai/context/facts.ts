import type { Memory, QuestionAnswer } from '../types';

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The questionnaire as question → answer pairs. An answer whose remembered value was edited since
 * reads the edited value, so no stale copy of a fact reaches the model.
 */
export function questionnairePairs(pairs: QuestionAnswer[], memories: Memory[]): QuestionAnswer[] {
  const byKey = new Map(memories.map((m) => [m.key, m.value]));
  return pairs
    .map((p) => {
      const answer = p.answer.trim();
      const current = byKey.get(p.key);
      const edited = current !== undefined && !norm(answer).includes(norm(current));
      return { ...p, answer: edited ? current : answer };
    })
    .filter((p) => p.answer);
}

/** Each fact once: one line per key, most important first, none that repeats another's value or a questionnaire answer. */
export function factLines(memories: Memory[], pairs: QuestionAnswer[]): string {
  const answered = new Set(pairs.map((p) => p.key));
  const seenKeys = new Set<string>();
  const seenValues = new Set<string>();
  const lines: string[] = [];
  for (const m of [...memories].sort((a, b) => b.importance - a.importance || a.key.localeCompare(b.key))) {
    const value = m.value.replace(/\s+/g, ' ').trim();
    if (!value || answered.has(m.key) || seenKeys.has(m.key) || seenValues.has(norm(value))) continue;
    seenKeys.add(m.key);
    seenValues.add(norm(value));
    lines.push(`${m.key}: ${value}`);
  }
  return lines.join('\n');
}

export const questionnaireText = (pairs: QuestionAnswer[]) => pairs.map((p) => `Q: ${p.question}\nA: ${p.answer}`).join('\n\n');
