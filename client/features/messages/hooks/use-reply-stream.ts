import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { dismissToast, toast } from '@/lib/toast';
import type { ChatMessage, Conversation } from '@/features/messages/api/conversations';
import { serverMessage } from '@/lib/api-client';
import { appendMessages, catchUp } from '@/lib/chat-cache';
import type { ServerEvent } from '@/lib/event-stream';

type ReplyPhase = 'idle' | 'waiting' | 'streaming' | 'failed';
export type ReplyState = { phase: ReplyPhase; text: string; error: string | null; pendingUser: string | null };

const IDLE: ReplyState = { phase: 'idle', text: '', error: null, pendingUser: null };
const INTERRUPTED = 'The reply was interrupted before it finished. Please try again.';
/** After a stop the server saves what was streamed; the latest messages are then read to hold that saved reply. */
const SYNC_AFTER_STOP_MS = 1000;
/** The toast of a refused message, cleared once a later message is taken. */
const REFUSED_TOAST = 'reply-refused';

type Request = (signal: AbortSignal, onEvent: (event: ServerEvent) => void) => Promise<void>;

type ReplyStreamOptions = {
  /** The toast text of a refused message; by default the server's text, else 'Failed to send message'. */
  describeRefusal?: (error: unknown) => string;
};

const serverRefusal = (error: unknown) => serverMessage(error, 'Failed to send message');

/**
 * Sends a message (or retries the reply) in any conversation and streams the answer: the text shows
 * as it arrives, `stop` aborts (the server keeps what came), a failure is kept to show with a Retry.
 * A refusal before the stream starts (400, 429...) toasts the server's text and resolves false.
 * With no conversation (nothing saved yet) nothing is sent.
 */
export function useReplyStream<M extends ChatMessage>(
  conversation: Conversation<M> | null,
  { describeRefusal = serverRefusal }: ReplyStreamOptions = {},
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ReplyState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const streamed = useRef('');
  const frame = useRef<number | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const append = (messages: M[]) => conversation && appendMessages(queryClient, conversation.messages, messages);
  // Reading the latest few messages is enough to hold what the server saved.
  const syncMessages = () => conversation && catchUp(queryClient, conversation.messages);

  // Deltas arrive faster than the screen paints: render the text at most once a frame.
  const cancelFrame = () => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  };
  const scheduleFrame = () => {
    frame.current ??= requestAnimationFrame(() => {
      frame.current = null;
      setState((s) => ({ ...s, phase: 'streaming', text: streamed.current }));
    });
  };

  async function run(request: Request, pendingUser: string | null): Promise<boolean> {
    const abort = new AbortController();
    controller.current = abort;
    streamed.current = '';
    let accepted = pendingUser === null;
    let finished = false;
    let failure: string | null = null;
    setState({ ...IDLE, phase: 'waiting', pendingUser });
    try {
      await request(abort.signal, ({ event, data }) => {
        const payload: unknown = JSON.parse(data);
        if (event === 'message') {
          accepted = true;
          dismissToast(REFUSED_TOAST);
          append([payload as M]);
          setState((s) => ({ ...s, pendingUser: null }));
        } else if (event === 'delta') {
          streamed.current += (payload as { text: string }).text;
          scheduleFrame();
        } else if (event === 'done') {
          finished = true;
          append((payload as { messages: M[] }).messages);
        } else if (event === 'error') {
          failure = (payload as { message?: string }).message || INTERRUPTED;
        }
      });
      if (!finished && !failure) failure = INTERRUPTED;
    } catch (error) {
      if (abort.signal.aborted) {
        keepStoppedReply();
        return true;
      }
      if (!accepted) {
        cancelFrame();
        setState(IDLE);
        toast({ id: REFUSED_TOAST, variant: 'destructive', title: 'Error', description: describeRefusal(error) });
        return false;
      }
      failure = INTERRUPTED;
    } finally {
      if (controller.current === abort) controller.current = null;
    }
    cancelFrame();
    setState(failure ? { ...IDLE, phase: 'failed', error: failure } : IDLE);
    // Cut off without a word from the server: what it saved is unknown, so the latest messages are read.
    if (failure === INTERRUPTED) void syncMessages();
    return true;
  }

  function keepStoppedReply() {
    cancelFrame();
    const text = streamed.current;
    if (text.trim()) {
      const now = new Date().toISOString();
      append([{ id: `stopped-${now}`, role: 'assistant', content: text, isQuestion: false, createdAt: now } as M]);
    }
    setState(IDLE);
    setTimeout(() => void syncMessages(), SYNC_AFTER_STOP_MS);
  }

  return {
    ...state,
    busy: state.phase === 'waiting' || state.phase === 'streaming',
    send: async (content: string) =>
      conversation !== null && run((signal, onEvent) => conversation.send(content, signal, onEvent), content),
    retry: async () => conversation !== null && run((signal, onEvent) => conversation.retry(signal, onEvent), null),
    continueReply: async () => conversation !== null && run((signal, onEvent) => conversation.continueReply(signal, onEvent), null),
    stop: () => controller.current?.abort(),
  };
}
