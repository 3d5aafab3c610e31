import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { CommentAnchor } from '@common/comments';
import { LIMITS } from '@common/constants';
import { useCreateComment } from '@/features/documents/api/comments';
import { anchorOf } from '@/features/documents/lib/comment-anchor';
import { COMMENT_CLICK } from '@/features/documents/lib/comment-highlights';
import { docText } from '@/features/documents/lib/doc-text';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The anchor of the editor's selection (its quote cut to the longest one kept), or null when nothing is selected. */
export function selectionAnchor(editor: Editor): CommentAnchor | null {
  const { from, to } = editor.state.selection;
  if (from >= to) return null;
  const text = docText(editor.state.doc);
  const start = text.offsetAt(from, 'start');
  const end = Math.min(text.offsetAt(to, 'end'), start + LIMITS.commentQuoteChars);
  return end > start && text.text.slice(start, end).trim() ? anchorOf(text.text, { from: start, to: end }) : null;
}

/**
 * The Comments panel's state: open or not, the comment being written, the focused thread. A thread
 * named in the address (`?comment=`, a mention's link) opens focused; a click on a highlighted
 * passage opens its thread.
 */
export function useCommentsPanel(editor: Editor, documentId: string | null) {
  const create = useCreateComment(documentId ?? '');
  const named = new URLSearchParams(useSearch()).get('comment');
  const [focusId, setFocusId] = useState<string | null>(named);
  const [open, setOpen] = useState(named !== null);
  const [draft, setDraft] = useState<CommentAnchor | null | undefined>(undefined);
  // A notification's link followed while the document is open names another thread.
  const [namedBefore, setNamedBefore] = useState(named);
  if (named !== namedBefore) {
    setNamedBefore(named);
    if (named) {
      setFocusId(named);
      setOpen(true);
    }
  }
  useEffect(() => {
    const dom = editor.view.dom;
    const clicked = (event: Event) => {
      setFocusId((event as CustomEvent<string>).detail);
      setOpen(true);
    };
    dom.addEventListener(COMMENT_CLICK, clicked);
    return () => dom.removeEventListener(COMMENT_CLICK, clicked);
  }, [editor]);
  return {
    /**
     * Posts an AI review finding as a comment, on the passage it quotes when that is in the text (else
     * on the whole document), and shows it focused.
     */
    postFinding: async (finding: { body: string; quote: string | null }) => {
      const text = docText(editor.state.doc);
      const at = finding.quote ? text.text.indexOf(finding.quote) : -1;
      const anchor = finding.quote && at >= 0 ? anchorOf(text.text, { from: at, to: at + finding.quote.length }) : null;
      try {
        const thread = await create.mutateAsync({ body: finding.body.slice(0, LIMITS.commentChars), anchor });
        setFocusId(thread.id);
        setOpen(true);
      } catch (error) {
        toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Could not post the comment') });
      }
    },
    /** Starts a comment on the selected passage (on the whole document when nothing is selected). */
    startComment: () => {
      setDraft(selectionAnchor(editor));
      setOpen(true);
    },
    panel: {
      open,
      onClose: () => setOpen(false),
      draft,
      onDraftDone: () => setDraft(undefined),
      focusId,
      onFocus: setFocusId,
    },
  };
}
