import type { DocumentDto, MessageDto } from '@common/documents';

/** The chat the chat screen's tests open: a PRD journey with a two-question questionnaire. */
export const doc: DocumentDto = { id: 'd1', title: 'Pricing chat', type: 'prd', content: '', createdAt: 'x', updatedAt: 'x' };
export const questions = [
  { key: 'product_name', question: 'What is the product called?' },
  { key: 'goal', question: 'What is the goal?' },
];

let n = 0;
/** A message with a new id, a second after the one made before it. */
export const msg = (role: MessageDto['role'], content: string, isQuestion = false): MessageDto => ({
  id: `m${++n}`,
  role,
  content,
  isQuestion,
  createdAt: new Date(2026, 0, 1, 0, 0, n).toISOString(),
});
