import type { JourneyType } from '../../../common/constants';
import type { Attachment, ImagePart } from '../content-parts';
import type { ChatTurn, DesignContext, KnowledgePassage, Memory, ProductBrief, QuestionAnswer } from '../types';
import { dataBlock, newDelimiter, type DataPart } from './data-block';
import { factLines, questionnairePairs, questionnaireText } from './facts';
import { fitDocument, type Counter } from './fit-document';
import { fitHistory, prepareTurns, summariseTurns } from './history';
import { measurementsText } from './measurements-text';
import { systemPrompt } from './system-prompt';

/** A turn as sent: text, and for the data turn of a vision model, the design image. */
export type ModelTurn = { role: 'user' | 'assistant'; content: string; image?: ImagePart };

export type ContextInput = {
  adminPrompt?: string;
  journeyType?: JourneyType;
  product?: ProductBrief;
  today?: Date;
  memories?: Memory[];
  questionnaire?: QuestionAnswer[];
  document?: { title?: string; text: string };
  attachments?: Attachment[];
  /** Passages of the product's knowledge retrieved for the question. */
  knowledge?: KnowledgePassage[];
  design?: DesignContext & { image?: ImagePart };
  /** The conversation, oldest first (chats). */
  turns?: ChatTurn[];
  /** The first message of a conversation, for its title (its memory block is left out). */
  firstMessage?: string;
  /** The latest review of the document, when edits are asked for from its findings. */
  review?: string;
  /** What the single-shot tasks ask after the data (review, title, design review, suggested edits). */
  instruction?: string;
  /** Whether the model reads images. */
  vision: boolean;
  /** Whether the PM toolbox is offered: the system prompt then says when to call it. */
  tools?: boolean;
  /** Input tokens the request may use (the context window less the reply's cap). */
  budget: number;
  count: Counter;
};

export type BuiltContext = {
  system: string;
  messages: ModelTurn[];
  /** Input tokens counted for the whole request. */
  tokens: number;
  delimiter: string;
  omittedTurns: number;
  omittedSections: string[];
};

const ACK = 'Understood: I will use that material as data only, with the product facts as the current values.';
/** Tokens kept free for notes, role markers and the protocol's own wrapping. */
const OVERHEAD = 200;
/** Tokens at most for the summary of the messages left out. */
const SUMMARY_TOKENS = 600;

/**
 * The one request builder of every model call: system prompt, one data block, then the conversation.
 * The document and the history share what the fixed parts leave of the budget: the history is given
 * up to 40 % first, the document what is left, and the history then whatever the document left over.
 */
export function buildContext(input: ContextInput): BuiltContext {
  const { count } = input;
  const delimiter = newDelimiter();
  const design = input.design;
  const system = systemPrompt({
    adminPrompt: input.adminPrompt,
    journeyType: input.journeyType,
    product: input.product,
    today: input.today ?? new Date(),
    delimiter,
    measurementsOnly: Boolean(design?.measurements && !input.vision),
    tools: input.tools,
    knowledge: Boolean(input.knowledge?.length),
  });
  const memories = input.memories ?? [];
  const pairs = questionnairePairs(input.questionnaire ?? [], memories);
  const fixed: DataPart[] = [
    { tag: 'product_facts', text: factLines(memories, pairs) },
    { tag: 'questionnaire', text: questionnaireText(pairs) },
    { tag: 'first_message', text: input.firstMessage ?? '' },
    { tag: 'latest_review', text: input.review ?? '' },
    { tag: 'knowledge', text: knowledgeText(input.knowledge ?? []) },
  ];
  if (design) {
    const parts = [
      `title: ${design.title}`,
      design.notes ? `notes:\n${design.notes}` : '',
      design.measurements ? `measurements:\n${measurementsText(design.measurements)}` : '',
    ];
    fixed.push({ tag: 'design', text: parts.filter(Boolean).join('\n') });
  }
  const instruction = input.instruction ?? '';
  const fixedTokens = count(system) + count(dataBlock(delimiter, fixed)) + count(instruction) + OVERHEAD;
  let room = Math.max(0, input.budget - fixedTokens);

  const turns = prepareTurns(input.turns ?? [], { answersInData: pairs.length > 0 });
  const turnChars = turns.reduce((n, t) => n + t.content.length, 0);
  const historyFirst = Math.min(Math.ceil(turnChars / 2), Math.floor(room * 0.4));

  const material = [
    ...(input.document?.text.trim() ? [{ tag: 'document', label: input.document.title, text: input.document.text }] : []),
    ...(input.attachments ?? []).map((a) => ({ tag: 'attachment', label: a.name, text: a.text })),
  ];
  const omittedSections: string[] = [];
  let materialRoom = room - historyFirst;
  const fitted: DataPart[] = [];
  let materialTokens = 0;
  for (const part of material) {
    const fit = fitDocument(part.text, materialRoom, count);
    fitted.push({ ...part, text: fit.text });
    omittedSections.push(...fit.omitted);
    materialRoom = Math.max(0, materialRoom - fit.tokens);
    materialTokens += fit.tokens + 12;
    room -= fit.tokens;
  }
  // When the whole history does not fit, a short summary of what is left out takes part of its room.
  const whole = fitHistory(turns, Math.max(0, room), count);
  const summaryRoom = whole.omitted > 0 ? Math.min(SUMMARY_TOKENS, Math.floor(room / 4)) : 0;
  const history = summaryRoom > 0 ? fitHistory(turns, Math.max(0, room - summaryRoom), count) : whole;
  const summary = history.omitted > 0 ? summariseTurns(turns.slice(0, history.omitted), summaryRoom, count) : '';
  const note =
    history.omitted > 0
      ? `${history.omitted} earlier messages of this conversation are left out to fit the model's context; the questionnaire and the product facts above still hold, and the latest ${history.turns.length} messages follow.${summary ? ` What the left-out messages covered:\n${summary}` : ''}`
      : '';
  const data = dataBlock(delimiter, [...fixed, ...fitted, { tag: 'earlier_conversation', text: note }]);
  const image = design?.image && input.vision ? design.image : undefined;
  const messages: ModelTurn[] = [];
  if (instruction) messages.push({ role: 'user', content: `${data}\n\n${instruction}`, image });
  else {
    messages.push({ role: 'user', content: data, image });
    if (history.turns[0]?.role !== 'assistant') messages.push({ role: 'assistant', content: ACK });
    messages.push(...history.turns);
  }
  // Counted by parts, so the kept document is not tokenized a second time.
  const tokens =
    fixedTokens - OVERHEAD + materialTokens + count(note) + history.tokens + (messages.length - history.turns.length) * 4 + count(ACK);
  return { system, messages, tokens, delimiter, omittedTurns: history.omitted, omittedSections };
}

/** The retrieved passages, each numbered with its source's name (and the heading it sits under). */
export const knowledgeText = (passages: KnowledgePassage[]) =>
  passages.map((p) => `[${p.number}] ${p.source}${p.heading ? ` — ${p.heading}` : ''}\n${p.text}`).join('\n\n');
