import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { dismissToast, toast } from '@/lib/toast';
import type { ChatMessage, Conversation } from '@/features/messages/api/conversations';
import { serverMessage } from '@/lib/api-client';
import { afterPaint } from '@/lib/after-paint';
import { appendMessages, catchUp, dropMessagesFrom } from '@/lib/chat-cache';
import { loadReplyTransport } from '@/lib/load-reply-transport';
import type { ReplyChunk } from '@/lib/reply-transport';

type ReplyPhase = 'idle' | 'waiting' | 'streaming' | 'failed';
export type ReplyState = { phase: ReplyPhase; text: string; error: string | null; pendingUser: string | null };

const IDLE: ReplyState = { phase: 'idle', text: '', error: null, pendingUser: null };
const INTERRUPTED = 'The reply was interrupted before it finished. Please try again.';
/** Why a reply's reading was aborted when the user pressed Stop. */
const STOPPED = 'stopped';
/** The toast of a refused message, cleared once a later message is taken. */
const REFUSED_TOAST = 'reply-refused';

type Request<M> = (signal: AbortSignal) => Promise<ReadableStream<ReplyChunk<M>>>;
/** How a reply went: whether the server took the turn, whether it finished, and its failure. */
type Outcome = { accepted: boolean; finished: boolean; failure: string | null };

type ReplyStreamOptions = {
  /** The toast text of a refused message; by default the server's text, else 'Failed to send message'. */
  describeRefusal?: (error: unknown) => string;
};

const serverRefusal = (error: unknown) => serverMessage(error, 'Failed to send message');

/**
 * Sends a message (or retries or continues the reply) in any conversation and reads the answer's UI
 * message chunks (the AI SDK's chat transport): the text shows as it arrives, `stop` aborts (the server keeps what came), a failure is kept to show with a Retry.
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
  // The transport's code comes once the conversation has painted, so a send downloads only its reply.
  useEffect(() => afterPaint(() => void loadReplyTransport().catch(() => {})), []);

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

  /** What each chunk of the reply changes; a failure after the stream began comes as an `error` chunk. */
  function onChunk(chunk: ReplyChunk<M>, outcome: Outcome) {
    if (chunk.type === 'data-user-message') {
      outcome.accepted = true;
      dismissToast(REFUSED_TOAST);
      append([chunk.data]);
      setState((s) => ({ ...s, pendingUser: null }));
    } else if (chunk.type === 'text-delta') {
      streamed.current += chunk.delta;
      scheduleFrame();
    } else if (chunk.type === 'data-saved-messages') {
      append(chunk.data);
    } else if (chunk.type === 'finish') {
      outcome.finished = true;
    } else if (chunk.type === 'error') {
      outcome.failure = chunk.errorText || INTERRUPTED;
    }
  }

  function keepStoppedReply() {
    cancelFrame();
    const text = streamed.current;
    if (text.trim()) {
      const now = new Date().toISOString();
      append([{ id: `stopped-${now}`, role: 'assistant', content: text, isQuestion: false, createdAt: now } as M]);
    }
    setState(IDLE);
  }

  /** Stop: this tab stops reading, and the server ends the reply; once it saved what came, the messages are read. */
  function stop() {
    controller.current?.abort(STOPPED);
    void conversation
      ?.stop()
      .catch(() => {})
      .then(() => syncMessages());
  }

  /** Reads a reply's chunks until the stream ends; a dropped connection after the turn was taken throws. */
  async function read(stream: ReadableStream<ReplyChunk<M>>, outcome: Outcome) {
    const reader = stream.getReader();
    for (let step = await reader.read(); !step.done; step = await reader.read()) onChunk(step.value, outcome);
    if (!outcome.finished && !outcome.failure) throw new Error(INTERRUPTED);
  }

  /**
   * The reply goes on on the server when this tab's stream drops: it is followed from its start
   * instead of failing. Nothing being generated any more means it ended (and was saved) meanwhile.
   */
  async function followAfterDrop(signal: AbortSignal, outcome: Outcome) {
    const resumed = conversation && (await conversation.follow(signal));
    streamed.current = '';
    if (resumed) await read(resumed, outcome);
    else void syncMessages();
  }

  /**
   * Sends `request` and reads its reply; `onAccepted` (a rewind) runs once the server takes it, before
   * the reply streams. A dropped stream after the server took the turn is followed on the server.
   */
  async function run(
    request: Request<M>,
    pendingUser: string | null,
    onAccepted?: () => void,
    abort = new AbortController(),
  ): Promise<boolean> {
    controller.current = abort;
    streamed.current = '';
    const outcome: Outcome = { accepted: pendingUser === null && !onAccepted, finished: false, failure: null };
    setState({ ...IDLE, phase: 'waiting', pendingUser });
    try {
      try {
        const stream = await request(abort.signal);
        if (onAccepted) {
          outcome.accepted = true;
          dismissToast(REFUSED_TOAST);
          onAccepted();
        }
        await read(stream, outcome);
      } catch (error) {
        if (abort.signal.aborted || !outcome.accepted) throw error;
        await followAfterDrop(abort.signal, outcome);
      }
    } catch (error) {
      if (abort.signal.aborted) {
        // Stop keeps what came; a tab that leaves the chat only stops reading (the reply goes on on the server).
        if (abort.signal.reason === STOPPED) keepStoppedReply();
        return true;
      }
      if (!outcome.accepted) {
        cancelFrame();
        setState(IDLE);
        toast({ id: REFUSED_TOAST, variant: 'destructive', title: 'Error', description: describeRefusal(error) });
        return false;
      }
      outcome.failure = INTERRUPTED;
    } finally {
      if (controller.current === abort) controller.current = null;
    }
    cancelFrame();
    const { failure } = outcome;
    setState(failure ? { ...IDLE, phase: 'failed', error: failure } : IDLE);
    // Cut off without a word from the server: what it saved is unknown, so the latest messages are read.
    if (failure === INTERRUPTED) void syncMessages();
    return true;
  }

  // A chat opened (or reloaded) while its reply is being generated shows the reply so far and follows it.
  useEffect(() => {
    if (!conversation) return;
    const abort = new AbortController();
    conversation.follow(abort.signal).then(
      (stream) => {
        if (stream && !abort.signal.aborted && !controller.current) void run(async () => stream, null, undefined, abort);
        else void stream?.cancel();
      },
      () => {},
    );
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per conversation opened
  }, [conversation]);

  /**
   * An edit or a regenerate: once the server takes it, the messages it replaces leave the chat (an
   * edited message stays, to be replaced by its saved copy) and the new turn streams in as a send's
   * does. Refused, nothing changed and false is answered, so an edit box keeps the user's words.
   */
  const rewind = async (messageId: string, inclusive: boolean, request?: Request<M>, onAccepted?: () => void) =>
    conversation !== null &&
    request !== undefined &&
    run(request, null, () => {
      dropMessagesFrom(queryClient, conversation.messages, messageId, inclusive);
      onAccepted?.();
    });

  return {
    ...state,
    busy: state.phase === 'waiting' || state.phase === 'streaming',
    send: async (content: string) => conversation !== null && run((signal) => conversation.send(content, signal), content),
    retry: async () => conversation !== null && run((signal) => conversation.retry(signal), null),
    continueReply: async () => conversation !== null && run((signal) => conversation.continueReply(signal), null),
    /** `onAccepted` runs once the server takes the edit (the edit box can close then). */
    edit: async (messageId: string, content: string, onAccepted?: () => void) => {
      const edit = conversation?.edit;
      return rewind(messageId, false, edit && ((signal) => edit(messageId, content, signal)), onAccepted);
    },
    regenerate: async (messageId: string) => {
      const regenerate = conversation?.regenerate;
      return rewind(messageId, true, regenerate && ((signal) => regenerate(messageId, signal)));
    },
    stop,
  };
}
