import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MEMORY_IMPORTANCE } from '@common/constants';
import type { DocumentDto } from '@common/documents';
import { JOURNEYS } from '@common/journeys';
import { extractMemories } from '@common/memory';
import { answerValue } from '@common/memory-answers';
import { toast } from '@/lib/toast';
import { useSaveMemory } from '@/features/memories/api/save-memory';
import { documentConversation, useConversationMessages } from '@/features/messages/api/conversations';
import { sendAnswer } from '@/features/messages/api/send-answer';
import { useReplyStream } from '@/features/messages/hooks/use-reply-stream';
import { useQuestionnaire } from '@/features/questionnaires/api/get-questionnaire';
import { useProductKnowns } from '@/features/questionnaires/api/product-knowns';
import {
  guidedStatus,
  guidedSummary,
  guidedTranscript,
  isAnswer,
  type Guide,
  type GuidedStatus,
} from '@/features/questionnaires/guided-mode';
import { serverMessage } from '@/lib/api-client';
import { appendMessages } from '@/lib/chat-cache';

type Fact = { key: string; value: string; importance: number };

const OFF: GuidedStatus = { mode: 'off' };
const MEMORY_KEY = /^[a-z][a-z0-9_]*$/;
const importanceOf = (key: string) => (MEMORY_IMPORTANCE as Record<string, number>)[key] ?? 3;
const failed = (fallback: string) => (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, fallback) });

/**
 * One chat's conversation: its messages with the guided questions put back, the streamed reply,
 * and `submit`, which answers the open guided question or sends a message (the user's words only). A chat opened with a first message (the home screen's question) sends it
 * once, if the chat is still empty, and `onInitialSent` drops it from the address; until then guided
 * mode waits.
 */
export function useConversation(document: DocumentDto, initialMessage: string | null, onInitialSent: () => void) {
  const { id, type } = document;
  const queryClient = useQueryClient();
  const chat = useMemo(() => documentConversation(id), [id]);
  // The chat page reads the messages as it opens, beside the document: no second read here.
  const messages = useConversationMessages(chat, { refetchOnMount: false });
  const saveMemory = useSaveMemory(id);
  const reply = useReplyStream(chat);
  const [pendingAnswer, setPendingAnswer] = useState<string | null>(null);
  const summarySent = useRef(false);
  const initialSent = useRef(false);

  const list = messages.data;
  // Guided answers open a chat: while earlier pages remain, the loaded messages are not the whole chat.
  const whole = !messages.hasNextPage;
  // The questionnaire changes the transcript only of a chat that is empty or holds guided answers:
  // any other chat shows without waiting for it.
  const needsQuestions = list !== undefined && (list.length === 0 || list.some(isAnswer));
  // Read only then: any other chat opens without asking for it.
  const questionnaire = useQuestionnaire(JOURNEYS[type].questionnaire, needsQuestions);
  // A chat in a product is not asked what the product already knows.
  const product = useProductKnowns(document.productId, needsQuestions);
  const questions = whole ? questionnaire.data?.questions : undefined;
  const guide: Guide = { questions, known: product.known, productName: product.productName };
  const ready = list !== undefined && !(needsQuestions && (questionnaire.isPending || product.pending));
  const status = !ready || !whole || initialMessage !== null || reply.pendingUser !== null ? OFF : guidedStatus(guide, list);

  const saveFact = (fact: Fact) => saveMemory.mutateAsync(fact).catch(failed('Failed to save memory'));

  /**
   * A normal message: facts it states are remembered first, then the user's words go out alone; the
   * server keeps the document's memories beside the message as the facts it was sent with.
   */
  async function sendMessage(text: string, facts: Fact[] = extractMemories(text)) {
    await Promise.all(facts.map(saveFact));
    return reply.send(text);
  }

  /** A guided answer is remembered under the question's key and saved, naming its question, without an AI reply. */
  async function answer(key: string, text: string) {
    const facts = MEMORY_KEY.test(key) ? [{ key, value: answerValue(key, text), importance: importanceOf(key) }] : [];
    setPendingAnswer(text);
    try {
      const [saved] = await Promise.all([sendAnswer(id, text, key), ...facts.map(saveFact)]);
      appendMessages(queryClient, chat.messages, saved);
      return true;
    } catch (error) {
      failed('Failed to send message')(error);
      return false;
    } finally {
      setPendingAnswer(null);
    }
  }

  useEffect(() => {
    if (initialMessage === null || !ready || !list || initialSent.current) return;
    initialSent.current = true;
    onInitialSent();
    if (list.length === 0) void sendMessage(initialMessage);
  });

  // After the last answer, the summary goes out once as a normal message and gets a reply.
  useEffect(() => {
    if (status.mode !== 'summary' || summarySent.current || !questions || !list) return;
    summarySent.current = true;
    void sendMessage(guidedSummary(type, guide, list), []);
  });

  return {
    chat,
    ready,
    messages: list,
    transcript: guidedTranscript(type, guide, list ?? [], status),
    earlier: { more: messages.hasNextPage, loading: messages.isFetchingNextPage, load: () => void messages.fetchNextPage() },
    reply,
    pendingUser: pendingAnswer ?? reply.pendingUser,
    unanswered: reply.phase === 'idle' && list?.at(-1)?.role === 'user' && !list.at(-1)?.isQuestion && status.mode === 'off',
    submit: (text: string) => (status.mode === 'asking' ? answer(status.question.key, text) : sendMessage(text)),
  };
}
