import type { JourneyType } from '@common/constants';
import type { MessageDto } from '@common/documents';
import { JOURNEYS } from '@common/journeys';
import type { Question } from '@/features/questionnaires/api/get-questionnaire';

/**
 * Guided chat. 'asking': the question at `index` awaits its answer; 'summary': every
 * question is answered and the summary is still to be sent; 'off': a normal chat.
 */
export type GuidedStatus = { mode: 'off' } | { mode: 'asking'; index: number } | { mode: 'summary' };

type Said = Pick<MessageDto, 'role' | 'isQuestion'>;

/** A user message that answers a guided question. */
export const isAnswer = (m: Said) => m.role === 'user' && m.isQuestion;

/** Guided mode runs while the conversation holds nothing but questionnaire answers. */
export function guidedStatus(questions: Question[] | null | undefined, messages: Said[]): GuidedStatus {
  if (!questions?.length || !messages.every(isAnswer)) return { mode: 'off' };
  return messages.length < questions.length ? { mode: 'asking', index: messages.length } : { mode: 'summary' };
}

/** The journey as a sentence names it: 'your PRD journey', 'your feature exploration journey'. */
const guidedIntro = (type: JourneyType) => `Let me ask you a few questions about your ${JOURNEYS[type].name} journey:`;

/** The message sent once the last question is answered; it gets an AI reply. */
export function guidedSummary(type: JourneyType, questions: Question[], answers: string[]): string {
  const lines = questions.map((q, i) => `- ${q.key}: ${(answers[i] ?? '').replace(/\s+/g, ' ').trim()}`);
  return [
    "Thank you for answering those questions. Here's what I understand:",
    lines.join('\n'),
    `Based on this information, let me help you with your ${JOURNEYS[type].name} journey.`,
  ].join('\n\n');
}

export type TranscriptItem = { kind: 'message'; message: MessageDto } | { kind: 'question'; id: string; content: string };

const questionItem = (type: JourneyType, questions: Question[], index: number): TranscriptItem => ({
  kind: 'question',
  id: `question-${index}`,
  content: index === 0 ? `${guidedIntro(type)}\n\n${questions[0]?.question ?? ''}` : (questions[index]?.question ?? ''),
});

/**
 * The conversation as shown: the questions are not stored, so each is put back before its stored
 * answer, and the open question (if any) comes last.
 */
export function guidedTranscript(
  type: JourneyType,
  questions: Question[] | null | undefined,
  messages: MessageDto[],
  status: GuidedStatus,
): TranscriptItem[] {
  const items: TranscriptItem[] = [];
  let answered = 0;
  for (const message of messages) {
    if (questions && isAnswer(message) && answered < questions.length) items.push(questionItem(type, questions, answered++));
    items.push({ kind: 'message', message });
  }
  if (questions && status.mode === 'asking') items.push(questionItem(type, questions, status.index));
  return items;
}
