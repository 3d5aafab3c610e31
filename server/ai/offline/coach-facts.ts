/** The product facts the coach needs, read from memories, and the questions that fill the gaps. */
import { MEMORY_IMPORTANCE, type JourneyType, type MemoryKey } from '../../../common/constants';
import type { Memory } from '../types';

export type Facts = Partial<Record<MemoryKey, string>>;

type FactSpec = { label: string; placeholder: string; question: string };

export const FACTS: Record<MemoryKey, FactSpec> = {
  product_name: {
    label: 'Product',
    placeholder: '[product name]',
    question: 'What is the product called? A working name is fine.',
  },
  business_goals: {
    label: 'Business goal',
    placeholder: '[business goal]',
    question:
      'What business result should this drive in the next 6–12 months (revenue, retention, activation, cost), and by how much?',
  },
  target_audience: {
    label: 'Target audience',
    placeholder: '[target audience]',
    question: 'Who exactly is it for? Name the role and context, e.g. "product managers at 50–500 person SaaS companies".',
  },
  pain_points: {
    label: 'Pain points',
    placeholder: '[pain points]',
    question: 'What pain does that audience feel today, how often, and how do they cope with it now?',
  },
  main_features: {
    label: 'Main features',
    placeholder: '[main features]',
    question: 'What are the 2–3 core features you have in mind?',
  },
};

/** Tie-break order within equal importance: what each journey needs to know first. */
const JOURNEY_ORDER: Record<JourneyType, MemoryKey[]> = {
  explore: ['product_name', 'business_goals', 'pain_points', 'target_audience', 'main_features'],
  design: ['product_name', 'business_goals', 'target_audience', 'main_features', 'pain_points'],
  prd: ['product_name', 'business_goals', 'target_audience', 'pain_points', 'main_features'],
  validate: ['product_name', 'business_goals', 'target_audience', 'pain_points', 'main_features'],
  enhance: ['product_name', 'business_goals', 'target_audience', 'main_features', 'pain_points'],
};

function isFactKey(key: string): key is MemoryKey {
  return Object.hasOwn(MEMORY_IMPORTANCE, key);
}

/** Facts from the memories, with the message's context block lines ('key: value') filling any the memories lack. */
export function readFacts(memories: Memory[], contextLines: string[]): Facts {
  const context = contextLines.map((line) => {
    const colon = line.indexOf(':');
    return { key: line.slice(0, colon), value: line.slice(colon + 1) };
  });
  const facts: Facts = {};
  for (const m of [...context, ...memories]) if (isFactKey(m.key) && m.value.trim()) facts[m.key] = m.value.trim();
  return facts;
}

/** Missing facts, most important first. */
export function missingFacts(facts: Facts, journey: JourneyType): MemoryKey[] {
  const order = JOURNEY_ORDER[journey];
  return order
    .filter((key) => !facts[key])
    .sort((a, b) => MEMORY_IMPORTANCE[b] - MEMORY_IMPORTANCE[a] || order.indexOf(a) - order.indexOf(b));
}

/** The fact's value, or its [placeholder] when unknown. */
export function factOr(facts: Facts, key: MemoryKey): string {
  return facts[key] ?? FACTS[key].placeholder;
}

/** A list-like fact ("export, sharing and reminders") split into items, or placeholders. */
export function factList(facts: Facts, key: MemoryKey, placeholders: string[]): string[] {
  const items = (facts[key] ?? '')
    .split(/\s*(?:[,;\n]|\band\b|\bplus\b)\s*/i)
    .map((item) => item.replace(/^[-*•]\s*/, '').trim())
    .filter((item) => item.length > 0);
  return items.length > 0 ? items.slice(0, 5) : placeholders;
}

/** One or two questions for the most important missing facts. */
export function askFor(missing: MemoryKey[]): string {
  const asked = missing.slice(0, missing.length >= 3 ? 2 : 1);
  if (asked.length === 0) return '';
  if (asked.length === 1 && asked[0]) return `**Next question:** ${FACTS[asked[0]].question}`;
  return ['**Two quick questions:**', ...asked.map((key, i) => `${i + 1}. ${FACTS[key].question}`)].join('\n');
}

/** Upper-cases the first letter, for sentences that start with a fact or a [placeholder]. */
export function capitalise(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}
