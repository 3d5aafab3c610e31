import { useEditorState, type Editor } from '@tiptap/react';
import { ChevronDown, ChevronRight, MessageSquare, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { CommentAnchor, CommentDto } from '@common/comments';
import { LIMITS } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useComments, useCreateComment, useReply, useResolve } from '@/features/documents/api/comments';
import { CommentThread, type ThreadPlace } from '@/features/documents/components/comment-thread';
import { MentionTextarea } from '@/features/documents/components/mention-textarea';
import { commentHighlightsKey, type HighlightedThread } from '@/features/documents/lib/comment-highlights';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type CommentsPanelProps = {
  documentId: string;
  editor: Editor;
  /** Who may be @mentioned: the e-mail addresses of the document's team. */
  people: string[];
  open: boolean;
  onClose: () => void;
  /** A comment being written: on a passage, on the whole document (null), or none (undefined). */
  draft: CommentAnchor | null | undefined;
  onDraftDone: () => void;
  focusId: string | null;
  onFocus: (id: string | null) => void;
};

/** Tells the editor which passages to highlight and which thread is focused; answers the ids of threads whose passage it found. */
function useHighlights(editor: Editor, threads: CommentDto[], focusId: string | null) {
  useEffect(() => {
    if (editor.isDestroyed) return;
    const anchored = threads.flatMap((t): HighlightedThread[] =>
      t.anchor ? [{ id: t.id, anchor: t.anchor, resolved: t.resolvedAt !== null }] : [],
    );
    editor.view.dispatch(
      editor.state.tr.setMeta(commentHighlightsKey, { threads: anchored, active: focusId }).setMeta('addToHistory', false),
    );
  }, [editor, threads, focusId]);
  const found = useEditorState({ editor, selector: ({ editor: e }) => commentHighlightsKey.getState(e.state)?.found ?? '' });
  return useMemo(() => new Set(found.split(' ')), [found]);
}

const placeOf = (thread: CommentDto, found: Set<string>): ThreadPlace =>
  !thread.anchor ? 'document' : found.has(thread.id) ? 'passage' : 'orphan';

/**
 * The Comments panel beside the text (the whole screen on a phone): a new comment on the selected
 * passage, the open threads in the order of the text's comments, then the resolved ones, folded.
 */
export function CommentsPanel(props: CommentsPanelProps) {
  const { documentId, editor, people, open, onClose, draft, onDraftDone, focusId, onFocus } = props;
  const comments = useComments(documentId);
  const threads = useMemo(() => comments.data ?? [], [comments.data]);
  const found = useHighlights(editor, threads, focusId);
  const create = useCreateComment(documentId);
  const reply = useReply(documentId);
  const resolve = useResolve(documentId);
  const [text, setText] = useState('');
  const [showResolved, setShowResolved] = useState(false);
  const openThreads = threads.filter((t) => t.resolvedAt === null);
  const resolvedThreads = threads.filter((t) => t.resolvedAt !== null);
  // A focused thread shows, resolved or not.
  const resolvedShown = showResolved || resolvedThreads.some((t) => t.id === focusId);

  useEffect(() => {
    if (!open || !focusId) return;
    document.querySelector(`[data-thread-id="${CSS.escape(focusId)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, focusId]);

  const attempt = async (task: () => Promise<unknown>, failure: string) => {
    try {
      await task();
      return true;
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, failure) });
      return false;
    }
  };
  const submit = async () => {
    if (draft === undefined || !text.trim()) return;
    const done = await attempt(
      async () => onFocus((await create.mutateAsync({ body: text, anchor: draft })).id),
      'Could not add the comment',
    );
    if (done) {
      setText('');
      onDraftDone();
    }
  };
  const focusThread = (thread: CommentDto) => {
    onFocus(thread.id);
    if (thread.anchor && thread.resolvedAt === null) {
      editor.view.dom
        .querySelector(`[data-comment-id="${CSS.escape(thread.id)}"]`)
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  };
  const renderThread = (thread: CommentDto) => (
    <li key={thread.id}>
      <CommentThread
        thread={thread}
        place={placeOf(thread, found)}
        active={thread.id === focusId}
        people={people}
        onFocus={() => focusThread(thread)}
        onReply={(body) => attempt(() => reply.mutateAsync({ id: thread.id, body }), 'Could not send the reply')}
        onResolve={(resolved) => attempt(() => resolve.mutateAsync({ id: thread.id, resolved }), 'Could not change the thread')}
      />
    </li>
  );

  if (!open) return null;
  return (
    <aside
      aria-label="Comments"
      className="fixed inset-0 z-40 flex flex-col bg-background shadow-xl sm:inset-y-0 sm:right-0 sm:left-auto sm:w-[24rem] sm:border-l"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <MessageSquare aria-hidden="true" className="size-4" />
        <h2 className="flex-1 font-semibold">Comments</h2>
        <span className="text-xs text-muted-foreground">{openThreads.length} open</span>
        <Button variant="ghost" size="icon" aria-label="Close comments" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3">
        {draft !== undefined && (
          <section aria-label="New comment" className="space-y-2 rounded-lg border border-amber-500 bg-card p-3">
            {draft ? (
              <blockquote className="line-clamp-3 border-l-2 border-amber-500 pl-2 text-xs text-muted-foreground italic">
                {draft.quote}
              </blockquote>
            ) : (
              <p className="text-xs text-muted-foreground">On the whole document (select text first to comment on a passage)</p>
            )}
            <MentionTextarea
              label="Comment"
              placeholder="Add a comment… (@ to mention)"
              value={text}
              onChange={setText}
              people={people}
              onSubmit={() => void submit()}
              maxLength={LIMITS.commentChars}
              autoFocus
            />
            <div className="flex justify-end gap-2">
              <Button size="sm" variant="ghost" onClick={onDraftDone}>
                Cancel
              </Button>
              <Button size="sm" disabled={!text.trim() || create.isPending} onClick={() => void submit()}>
                {create.isPending && <Spinner aria-hidden="true" />}
                Comment
              </Button>
            </div>
          </section>
        )}
        {comments.isPending && <Spinner className="m-4" />}
        {comments.isSuccess && threads.length === 0 && draft === undefined && (
          <p className="p-2 text-sm text-muted-foreground">No comments yet. Select text in the document and choose Comment.</p>
        )}
        <ol aria-label="Open threads" className="space-y-3">
          {openThreads.map(renderThread)}
        </ol>
        {resolvedThreads.length > 0 && (
          <section aria-label="Resolved threads" className="space-y-3">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={resolvedShown}
              onClick={() => {
                // Folding them unfocuses a resolved thread that kept them shown.
                if (resolvedShown && resolvedThreads.some((t) => t.id === focusId)) onFocus(null);
                setShowResolved(!resolvedShown);
              }}
            >
              {resolvedShown ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
              Resolved ({resolvedThreads.length})
            </Button>
            {resolvedShown && <ol className="space-y-3">{resolvedThreads.map(renderThread)}</ol>}
          </section>
        )}
      </div>
    </aside>
  );
}
