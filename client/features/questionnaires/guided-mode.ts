import type { JourneyType } from '@common/constants';
import type { MessageDto } from '@common/documents';
import { guidedSteps, type GuidedStep, type KnownFact, type Question } from '@common/guided-questions';
import { JOURNEYS } from '@common/journeys';

/**
 * What a chat's questionnaire is read against: the journey's questions and what the chat's product
 * already knows (its name and facts), which is not asked again.
 */
export type Guide = { questions: Question[] | null | undefined; known: KnownFact[]; productName?: string };

/**
 * Guided chat. 'asking': `question` awaits its answer; 'summary': every question is answered (or
 * known) and the summary is still to be sent; 'off': a normal chat.
 */
export type GuidedStatus = { mode: 'off' } | { mode: 'asking'; question: Question } | { mode: 'summary' };

type Said = Pick<MessageDto, 'role' | 'isQuestion' | 'content' | 'questionKey'>;

/** A user message that answers a guided question. */
export const isAnswer = (m: Pick<MessageDto, 'role' | 'isQuestion'>) => m.role === 'user' && m.isQuestion;

const stepsOf = (guide: Guide, messages: Said[]): GuidedStep[] =>
  guidedSteps(
    guide.questions ?? [],
    messages.filter(isAnswer).map((m) => ({ content: m.content, questionKey: m.questionKey })),
    guide.known,
  );

/**
 * Guided mode runs while the conversation holds nothing but questionnaire answers and a question
 * is open. A chat whose product already answers every question starts as a normal chat.
 */
export function guidedStatus(guide: Guide, messages: Said[]): GuidedStatus {
  if (!guide.questions?.length || !messages.every(isAnswer)) return { mode: 'off' };
  const open = stepsOf(guide, messages).find((s) => s.state === 'open');
  if (open) return { mode: 'asking', question: open.question };
  return messages.length > 0 ? { mode: 'summary' } : { mode: 'off' };
}

/** The journey as a sentence names it: 'your PRD journey', 'your feature exploration journey'. */
const guidedIntro = (type: JourneyType) => `Let me ask you a few questions about your ${JOURNEYS[type].name} journey:`;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The message sent once the last question is answered; it gets an AI reply. Facts the product gave are listed too. */
export function guidedSummary(type: JourneyType, guide: Guide, messages: Said[]): string {
  const lines = stepsOf(guide, messages).flatMap((s) =>
    s.state === 'open' ? [] : [`- ${s.question.key}: ${oneLine(s.state === 'answered' ? s.answer : s.value)}`],
  );
  return [
    "Thank you for answering those questions. Here's what I understand:",
    lines.join('\n'),
    `Based on this information, let me help you with your ${JOURNEYS[type].name} journey.`,
  ].join('\n\n');
}

export type TranscriptItem = { kind: 'message'; message: MessageDto } | { kind: 'question'; id: string; content: string };

/** 'product_name' reads 'product name'. */
const keyWords = (key: string) => key.replace(/_/g, ' ').trim();

/** Before the first question, what was not asked because the product already says it. */
function knownLine(guide: Guide, steps: GuidedStep[]): string | undefined {
  const known = steps.filter((s) => s.state === 'known').map((s) => keyWords(s.question.key));
  if (!known.length || !guide.productName) return undefined;
  return `I already know from ${guide.productName}: ${known.join(', ')}.`;
}

/**
 * The conversation as shown: the questions are not stored, so each is put back before its stored
 * answer (the one it names, or the one at its position for older answers), and the open question
 * (if any) comes last. The first question shown opens with the intro.
 */
export function guidedTranscript(type: JourneyType, guide: Guide, messages: MessageDto[], status: GuidedStatus): TranscriptItem[] {
  const questions = guide.questions;
  if (!questions?.length) return messages.map((message) => ({ kind: 'message', message }));
  const steps = stepsOf(guide, messages);
  const items: TranscriptItem[] = [];
  let answered = 0;
  const ask = (question: Question | undefined) => {
    if (!question) return;
    const first = !items.some((i) => i.kind === 'question');
    const opening = first ? [guidedIntro(type), knownLine(guide, steps)].filter(Boolean).join('\n\n') + '\n\n' : '';
    items.push({ kind: 'question', id: `question-${question.key}`, content: opening + question.question });
  };
  for (const message of messages) {
    if (isAnswer(message) && answered < questions.length) {
      ask(message.questionKey ? questions.find((q) => q.key === message.questionKey) : questions[answered]);
      answered++;
    }
    items.push({ kind: 'message', message });
  }
  if (status.mode === 'asking') ask(status.question);
  return items;
}
