import { describe, expect, it } from 'vitest';
import type { MessageDto } from '@common/documents';
import { guidedStatus, guidedSummary, guidedTranscript } from '@/features/questionnaires/guided-mode';

const questions = [
  { key: 'product_name', question: 'What is your product called?' },
  { key: 'target_audience', question: 'Who is it for?' },
  { key: 'goal', question: 'What is the goal?' },
];

let n = 0;
const message = (role: MessageDto['role'], content: string, isQuestion = false): MessageDto => ({
  id: `m${++n}`,
  role,
  content,
  isQuestion,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const answer = (content: string) => message('user', content, true);

describe('guidedStatus', () => {
  it('starts at the first question when the chat is empty and has a questionnaire', () => {
    expect(guidedStatus(questions, [])).toEqual({ mode: 'asking', index: 0 });
  });

  it('resumes at the next unanswered question after a reload', () => {
    expect(guidedStatus(questions, [answer('Acme')])).toEqual({ mode: 'asking', index: 1 });
    expect(guidedStatus(questions, [answer('Acme'), answer('PMs')])).toEqual({ mode: 'asking', index: 2 });
  });

  it('asks for the summary once every question is answered', () => {
    expect(guidedStatus(questions, [answer('Acme'), answer('PMs'), answer('Grow')])).toEqual({ mode: 'summary' });
  });

  it('is off without a questionnaire, or once the chat holds anything but answers', () => {
    expect(guidedStatus(null, [])).toEqual({ mode: 'off' });
    expect(guidedStatus(undefined, [])).toEqual({ mode: 'off' });
    expect(guidedStatus([], [])).toEqual({ mode: 'off' });
    expect(guidedStatus(questions, [message('user', 'Hello')])).toEqual({ mode: 'off' });
    expect(guidedStatus(questions, [answer('Acme'), message('assistant', 'Hi')])).toEqual({ mode: 'off' });
    const done = [answer('Acme'), answer('PMs'), answer('Grow'), message('user', 'Thank you...'), message('assistant', 'Sure')];
    expect(guidedStatus(questions, done)).toEqual({ mode: 'off' });
  });
});

describe('guidedSummary', () => {
  it('is the summary text: thanks, one "- key: answer" line per question, then the journey line', () => {
    expect(guidedSummary('prd', questions, ['Acme Notes', 'Small\nteams', 'Grow'])).toBe(
      "Thank you for answering those questions. Here's what I understand:\n\n" +
        '- product_name: Acme Notes\n- target_audience: Small teams\n- goal: Grow\n\n' +
        'Based on this information, let me help you with your PRD journey.',
    );
  });
});

describe('guidedTranscript', () => {
  it('opens with the intro and the first question', () => {
    expect(guidedTranscript('explore', questions, [], { mode: 'asking', index: 0 })).toEqual([
      {
        kind: 'question',
        id: 'question-0',
        content: 'Let me ask you a few questions about your feature exploration journey:\n\nWhat is your product called?',
      },
    ]);
  });

  it('puts each question back before its stored answer, and the open question last', () => {
    const first = answer('Acme');
    const items = guidedTranscript('explore', questions, [first], { mode: 'asking', index: 1 });
    expect(items.map((item) => (item.kind === 'question' ? item.content : item.message.content))).toEqual([
      'Let me ask you a few questions about your feature exploration journey:\n\nWhat is your product called?',
      'Acme',
      'Who is it for?',
    ]);
    expect(items[1]).toEqual({ kind: 'message', message: first });
  });

  it('keeps the questions in the conversation after guided mode ended', () => {
    const messages = [answer('Acme'), answer('PMs'), answer('Grow'), message('user', 'Summary'), message('assistant', 'Reply')];
    const items = guidedTranscript('explore', questions, messages, { mode: 'off' });
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
    expect(guidedTranscript('explore', null, messages, { mode: 'off' })).toEqual(messages.map((m) => ({ kind: 'message', message: m })));
  });
});
