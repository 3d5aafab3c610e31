import { describe, expect, it } from 'vitest';
import type { MessageDto } from '@common/documents';
import { productKnowns } from '@common/guided-questions';
import { guidedStatus, guidedSummary, guidedTranscript, type Guide, type GuidedStatus } from '@/features/questionnaires/guided-mode';

const questions = [
  { key: 'product_name', question: 'What is your product called?' },
  { key: 'target_audience', question: 'Who is it for?' },
  { key: 'goal', question: 'What is the goal?' },
];
const plain: Guide = { questions, known: [] };
/** A chat in the product 'Ledger Bay', whose facts name its audience ('Target audience', typed by hand). */
const inProduct: Guide = {
  questions,
  known: productKnowns({ name: 'Ledger Bay', facts: [{ key: 'Target audience', value: 'Bookkeepers at small firms' }] }),
  productName: 'Ledger Bay',
};

let n = 0;
const message = (role: MessageDto['role'], content: string, isQuestion = false, questionKey?: string): MessageDto => ({
  id: `m${++n}`,
  role,
  content,
  isQuestion,
  questionKey,
  createdAt: '2026-01-01T00:00:00.000Z',
});
/** An answer as older chats kept it (no key), or naming its question. */
const answer = (content: string, key?: string) => message('user', content, true, key);
const asking = (index: number): GuidedStatus => ({ mode: 'asking', question: questions[index]! });
const texts = (items: ReturnType<typeof guidedTranscript>) =>
  items.map((item) => (item.kind === 'question' ? item.content : item.message.content));

describe('guidedStatus', () => {
  it('starts at the first question when the chat is empty and has a questionnaire', () => {
    expect(guidedStatus(plain, [])).toEqual(asking(0));
  });

  it('resumes at the next unanswered question after a reload, with keyed and older answers alike', () => {
    expect(guidedStatus(plain, [answer('Acme')])).toEqual(asking(1));
    expect(guidedStatus(plain, [answer('Acme', 'product_name'), answer('PMs', 'target_audience')])).toEqual(asking(2));
  });

  it('asks for the summary once every question is answered', () => {
    expect(guidedStatus(plain, [answer('Acme'), answer('PMs'), answer('Grow')])).toEqual({ mode: 'summary' });
  });

  it('is off without a questionnaire, or once the chat holds anything but answers', () => {
    expect(guidedStatus({ questions: null, known: [] }, [])).toEqual({ mode: 'off' });
    expect(guidedStatus({ questions: undefined, known: [] }, [])).toEqual({ mode: 'off' });
    expect(guidedStatus({ questions: [], known: [] }, [])).toEqual({ mode: 'off' });
    expect(guidedStatus(plain, [message('user', 'Hello')])).toEqual({ mode: 'off' });
    expect(guidedStatus(plain, [answer('Acme'), message('assistant', 'Hi')])).toEqual({ mode: 'off' });
    const done = [answer('Acme'), answer('PMs'), answer('Grow'), message('user', 'Thank you...'), message('assistant', 'Sure')];
    expect(guidedStatus(plain, done)).toEqual({ mode: 'off' });
  });

  it("in a product, skips what the product knows: its name and its facts, whatever the fact key's spelling", () => {
    expect(guidedStatus(inProduct, [])).toEqual(asking(2));
    expect(guidedStatus(inProduct, [answer('Cut month-end close to a day', 'goal')])).toEqual({ mode: 'summary' });
  });

  it('starts as a normal chat when the product already answers every question', () => {
    const known = productKnowns({
      name: 'Ledger Bay',
      facts: [
        { key: 'target_audience', value: 'Bookkeepers' },
        { key: 'goal', value: 'Close faster' },
      ],
    });
    expect(guidedStatus({ questions, known, productName: 'Ledger Bay' }, [])).toEqual({ mode: 'off' });
  });

  it("keeps the chat's own answer over the product's fact, and does not ask it again", () => {
    const messages = [answer('Payroll Pal', 'product_name')];
    expect(guidedStatus(inProduct, messages)).toEqual(asking(2));
  });
});

describe('guidedSummary', () => {
  it('is the summary text: thanks, one "- key: answer" line per question, then the journey line', () => {
    expect(guidedSummary('prd', plain, [answer('Acme Notes'), answer('Small\nteams'), answer('Grow')])).toBe(
      "Thank you for answering those questions. Here's what I understand:\n\n" +
        '- product_name: Acme Notes\n- target_audience: Small teams\n- goal: Grow\n\n' +
        'Based on this information, let me help you with your PRD journey.',
    );
  });

  it("lists the product's facts beside the answers, in the questionnaire's order", () => {
    expect(guidedSummary('prd', inProduct, [answer('Close in a day', 'goal')])).toContain(
      '- product_name: Ledger Bay\n- target_audience: Bookkeepers at small firms\n- goal: Close in a day',
    );
  });
});

describe('guidedTranscript', () => {
  it('opens with the intro and the first question', () => {
    expect(guidedTranscript('explore', plain, [], asking(0))).toEqual([
      {
        kind: 'question',
        id: 'question-product_name',
        content: 'Let me ask you a few questions about your feature exploration journey:\n\nWhat is your product called?',
      },
    ]);
  });

  it('puts each question back before its stored answer, and the open question last', () => {
    const first = answer('Acme');
    const items = guidedTranscript('explore', plain, [first], asking(1));
    expect(texts(items)).toEqual([
      'Let me ask you a few questions about your feature exploration journey:\n\nWhat is your product called?',
      'Acme',
      'Who is it for?',
    ]);
    expect(items[1]).toEqual({ kind: 'message', message: first });
  });

  it('in a product, says what it already knows and asks only the rest', () => {
    const goal = answer('Close in a day', 'goal');
    expect(texts(guidedTranscript('explore', inProduct, [], asking(2)))).toEqual([
      'Let me ask you a few questions about your feature exploration journey:\n\n' +
        'I already know from Ledger Bay: product name, target audience.\n\nWhat is the goal?',
    ]);
    expect(texts(guidedTranscript('explore', inProduct, [goal], { mode: 'summary' }))).toEqual([
      'Let me ask you a few questions about your feature exploration journey:\n\n' +
        'I already know from Ledger Bay: product name, target audience.\n\nWhat is the goal?',
      'Close in a day',
    ]);
  });

  it('keeps the questions in the conversation after guided mode ended', () => {
    const messages = [answer('Acme'), answer('PMs'), answer('Grow'), message('user', 'Summary'), message('assistant', 'Reply')];
    const items = guidedTranscript('explore', plain, messages, { mode: 'off' });
    expect(items.map((item) => item.kind)).toEqual([
      'question',
      'message',
      'question',
      'message',
      'question',
      'message',
      'message',
      'message',
    ]);
  });

  it('shows a chat without a questionnaire as it is', () => {
    const messages = [message('user', 'Hi'), message('assistant', 'Hello')];
    expect(guidedTranscript('explore', { questions: null, known: [] }, messages, { mode: 'off' })).toEqual(
      messages.map((m) => ({ kind: 'message', message: m })),
    );
  });
});
