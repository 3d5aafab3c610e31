import { performance } from 'node:perf_hooks';
import { callSettings } from '../../server/ai/call-settings';
import { buildContext, type BuiltContext, type ContextInput } from '../../server/ai/context/build-context';
import { tokenCounter } from '../../server/ai/context/tokens';
import { PROVIDERS } from '../../server/ai/providers';
import type { ChatTurn, Memory, QuestionAnswer } from '../../server/ai/types';
import { seedQuestions } from '../../server/db/seed-data/questionnaires';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const count = tokenCounter(PROVIDERS.openai.tokenMargin);
const budget = PROVIDERS.openai.contextTokens - callSettings().chat.maxOutputTokens;

/** A PRD of about `bytes` bytes: numbered sections of prose, lists and a metrics table. */
export function longDocument(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 1; size < bytes; i++) {
    const section = [
      `## ${i}. Requirement area ${i}`,
      `Users in segment ${i % 17} abandon the flow at step ${i % 5} because the form asks for data they do not have at hand; support logged ${i * 3} tickets last month.`,
      `- The system shall save a draft every ${i % 9} seconds and restore it after a crash.`,
      `- Acceptance: a reload after ${i % 60} s shows the same fields, within 200 ms at p95.`,
      '| Metric | Baseline | Target |',
      '| --- | --- | --- |',
      `| Completion of area ${i} | ${(i % 40) + 10}% | ${(i % 40) + 20}% |`,
      '',
    ].join('\n');
    parts.push(section);
    size += section.length;
  }
  return parts.join('\n');
}

const MEMORIES: Memory[] = [
  { key: 'product_name', value: 'Ledgerly', importance: 5 },
  { key: 'target_audience', value: 'freelance designers who bill by the hour', importance: 4 },
  { key: 'pain_points', value: 'they forget to chase late invoices', importance: 4 },
  { key: 'business_goals', value: 'cut churn to 2% by Q4', importance: 5 },
  { key: 'metric_monthly_churn', value: '3.1%', importance: 3 },
];

function longChat(n: number): ChatTurn[] {
  return Array.from({ length: n }, (_, i) =>
    i % 2 === 0
      ? { role: 'user', content: `Question ${i}: how should requirement area ${i} be measured, and by when?`, context: MEMORIES }
      : {
          role: 'assistant',
          content: `Answer ${i}: ${'a detailed reply with a table and numbers, baseline 2.1% and target 3% by June. '.repeat(20)}`,
        },
  );
}

/** Building the request for a 2 MB document and a 300-message chat, median of `runs`. */
export function benchContextBuild(runs = 15) {
  const input: ContextInput = {
    adminPrompt: 'You are Northstar.',
    journeyType: 'enhance',
    memories: MEMORIES,
    document: { text: longDocument(2 * 1024 * 1024) },
    turns: longChat(300),
    vision: false,
    budget,
    count,
  };
  let built: BuiltContext = buildContext(input);
  const times = Array.from({ length: runs }, () => {
    const start = performance.now();
    built = buildContext(input);
    return performance.now() - start;
  });
  return {
    ms: median(times),
    tokens: built.tokens,
    budget,
    omittedTurns: built.omittedTurns,
    omittedSections: built.omittedSections.length,
  };
}

/** Input tokens of a guided PRD journey at turn 2 and turn 12, and the share of the request that repeats a fact. */
export function benchGuidedTokens() {
  const questions = seedQuestions.prd;
  const answers = questions.map(
    (q, i) =>
      `${['Ledgerly, invoicing for freelancers', 'They forget to chase late invoices; 40 tickets a month', 'Freelance designers who bill by the hour', 'Cut churn from 3.1% to 2% by Q4', 'Paid invoices within 30 days, today 61%'][i % 5]} (${q.key})`,
  );
  const memories: Memory[] = questions.map((q, i) => ({ key: q.key, value: answers[i] ?? '', importance: 4 }));
  const turns: ChatTurn[] = [];
  for (const answer of answers) turns.push({ role: 'user', content: answer, context: memories.slice(0, turns.length), isQuestion: true });
  const summary = [
    "Thank you for answering those questions. Here's what I understand:",
    questions.map((q, i) => `- ${q.key}: ${answers[i]}`).join('\n'),
    'Based on this information, let me help you with your PRD journey.',
  ].join('\n\n');
  turns.push({ role: 'user', content: summary, context: memories });
  for (let i = 0; turns.length < 12; i++) {
    turns.push(
      turns.length % 2 === 0
        ? {
            role: 'user',
            content: `Follow-up ${i}: draft the success metrics section with a baseline and a target.`,
            context: memories,
          }
        : { role: 'assistant', content: `Here is draft ${i}: ${'the metric, its baseline, target, date and data source. '.repeat(12)}` },
    );
  }
  const pairs: QuestionAnswer[] = questions.map((q, i) => ({ key: q.key, question: q.question, answer: answers[i] ?? '' }));
  const at = (n: number) => {
    const history = turns.slice(0, n);
    const answered = history.filter((t) => t.isQuestion).length;
    return buildContext({
      journeyType: 'prd',
      memories: memories.slice(0, answered),
      questionnaire: pairs.slice(0, answered),
      turns: history,
      vision: false,
      budget,
      count,
    });
  };
  const text = (b: BuiltContext) => [b.system, ...b.messages.map((m) => m.content)].join('\n');
  const turn2 = at(2);
  const turn12 = at(12);
  const all = text(turn12);
  const repeated = memories.reduce((n, m) => n + Math.max(0, all.split(m.value).length - 2) * m.value.length, 0);
  // The new turns' own text: each message without its memory block, and the question each new answer answers.
  const ownText =
    turns.slice(2, 12).reduce((n, t) => n + count(t.content.split('\n\n').at(-1) ?? ''), 0) +
    questions.slice(2, answers.length).reduce((n, q) => n + count(q.question), 0);
  return { turn2: turn2.tokens, turn12: turn12.tokens, newTurnsOwn: ownText, repeatedShare: repeated / all.length };
}
