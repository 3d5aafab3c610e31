/** One question of a journey's questionnaire: the memory key its answer is kept under, and its words. */
export type Question = { key: string; question: string };
/** A guided answer as stored: its words and the key of the question it answers (none in chats from before keys were kept). */
export type GuidedAnswer = { content: string; questionKey?: string | null };
/** A fact the chat already has from its product. */
export type KnownFact = { key: string; value: string };

/** One question as a chat goes through it: answered in the chat, known from the product, or still open. */
export type GuidedStep = { question: Question } & (
  { state: 'answered'; answer: string } | { state: 'known'; value: string } | { state: 'open' }
);

/** 'Target audience', 'target-audience' and 'target_audience' name one fact. */
export const factKey = (key: string) =>
  key
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * What a product already tells a chat's questionnaire: its facts by key, and its name as
 * `product_name` unless a fact says otherwise.
 */
export function productKnowns(product: { name: string; facts: KnownFact[] } | null | undefined): KnownFact[] {
  if (!product) return [];
  const facts = product.facts.map((f) => ({ key: factKey(f.key), value: f.value }));
  return facts.some((f) => f.key === 'product_name') ? facts : [{ key: 'product_name', value: product.name }, ...facts];
}

/**
 * The questionnaire as this chat goes through it. An answer that names its question answers that
 * one; an answer without a key (kept before keys were) answers the question at its position. A
 * question not answered here whose key the product knows is not asked; the rest are open, in order.
 */
export function guidedSteps(questions: readonly Question[], answers: readonly GuidedAnswer[], known: readonly KnownFact[]): GuidedStep[] {
  const byKey = new Map<string, string>();
  answers.forEach((a, i) => {
    const key = a.questionKey ?? questions[i]?.key;
    if (key !== undefined && !byKey.has(key)) byKey.set(key, a.content);
  });
  const knownByKey = new Map(known.map((f) => [factKey(f.key), f.value]));
  return questions.map((question): GuidedStep => {
    const answer = byKey.get(question.key);
    if (answer !== undefined) return { question, state: 'answered', answer };
    const value = knownByKey.get(factKey(question.key));
    return value !== undefined ? { question, state: 'known', value } : { question, state: 'open' };
  });
}

/** The questions answered in the chat, each with its answer, in the questionnaire's order. */
export const answeredQuestions = (steps: readonly GuidedStep[]) =>
  steps.flatMap((s) => (s.state === 'answered' ? [{ ...s.question, answer: s.answer }] : []));
