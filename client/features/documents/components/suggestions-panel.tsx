import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { Check, MessageSquarePlus, Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SuggestionDto } from '@common/versions';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { dismissToast, toast } from '@/lib/toast';
import { suggestionMarksKey, type MarkedPassage } from '@/features/documents/lib/suggestion-marks';
import { apiSend, queryFor, serverMessage } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

/** A suggestion step's failure, which the next step that succeeds clears. */
const SUGGESTION_TOAST = 'suggestion';

type SuggestionsPanelProps = {
  documentId: string;
  editor: Editor;
  /** Saves pending edits first; false when the server did not take them. */
  saveNow: () => Promise<boolean>;
  accept: (suggestionId: string) => Promise<boolean>;
  /** Accepts several together: one change of the text, one undo step, one version. */
  acceptAll: (suggestionIds: string[]) => Promise<boolean>;
  /** Posts the finding as a comment on the passage it is about (or on the whole document). */
  onComment?: (finding: { body: string; quote: string | null }) => void;
};

const passageOf = (s: SuggestionDto): MarkedPassage | null =>
  s.kind === 'replace'
    ? { text: s.find, reason: s.reason }
    : s.kind === 'insert_after_heading'
      ? { text: s.heading, reason: s.reason }
      : null;

/** A suggestion as a review finding to comment with: its reason and proposed change, on the passage it is about. */
function findingOf(s: SuggestionDto) {
  const change = s.kind === 'replace' ? `Suggested: “${s.find}” → “${s.replace}”` : `Suggested under “${s.heading}”: ${s.text}`;
  return { body: `AI review: ${s.reason}\n${change}`, quote: passageOf(s)?.text ?? null };
}

function Change({ s }: { s: SuggestionDto }) {
  if (s.kind === 'replace') {
    return (
      <p className="text-sm">
        <del className="rounded-sm bg-red-100 text-red-900 line-through dark:bg-red-900/40 dark:text-red-100">{s.find}</del>{' '}
        <ins className="rounded-sm bg-green-100 text-green-900 no-underline dark:bg-green-900/40 dark:text-green-100">{s.replace}</ins>
      </p>
    );
  }
  return (
    <p className="text-sm whitespace-pre-wrap">
      <span className="text-muted-foreground">
        {s.kind === 'add_section' ? 'New section' : 'Under'} “{s.heading}”:{' '}
      </span>
      <ins className="rounded-sm bg-green-100 text-green-900 no-underline dark:bg-green-900/40 dark:text-green-100">{s.text}</ins>
    </p>
  );
}

/** The panel of a document with nothing written yet: nothing to suggest edits to. */
export function SuggestionsPanelIdle() {
  return (
    <section aria-label="Suggested edits" className="px-4 py-2">
      <Button size="sm" variant="outline" disabled>
        <Sparkles aria-hidden="true" />
        Suggest edits
      </Button>
    </section>
  );
}

/**
 * Suggested edits beside the text: each with its reason and the change, Accept or Reject, and all
 * at once (Accept all applies them together, as one change). The passages they change are highlighted in the editor; nothing changes until accepted.
 */
export function SuggestionsPanel({ documentId, editor, saveNow, accept, acceptAll: acceptTogether, onComment }: SuggestionsPanelProps) {
  const queryClient = useQueryClient();
  const route = resource(api.suggestions.list, { id: documentId });
  const list = useQuery(queryFor(route));
  const [busy, setBusy] = useState(false);
  const pending = list.data ?? [];

  useEffect(() => {
    const passages = (list.data ?? []).map(passageOf).filter((p): p is MarkedPassage => p !== null);
    // Nothing to mark and nothing marked: no transaction (it would redraw a long text for nothing).
    if (editor.isDestroyed || (passages.length === 0 && !suggestionMarksKey.getState(editor.state)?.passages.length)) return;
    editor.view.dispatch(editor.state.tr.setMeta(suggestionMarksKey, passages).setMeta('addToHistory', false));
  }, [list.data, editor]);

  const drop = (ids: string[]) =>
    queryClient.setQueryData<SuggestionDto[]>(route.queryKey, (old) => old?.filter((s) => !ids.includes(s.id)));

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
      dismissToast(SUGGESTION_TOAST);
    } catch (error) {
      toast({
        id: SUGGESTION_TOAST,
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error, 'Could not apply the suggestion'),
      });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: route.queryKey });
    }
  }

  const suggest = () =>
    run(async () => {
      if (!(await saveNow())) return;
      const proposed = await apiSend(action(api.suggestions.create, { id: documentId }), {});
      queryClient.setQueryData(route.queryKey, proposed);
      if (proposed.length === 0) toast({ title: 'No suggestions', description: 'Nothing to change: the review found nothing to edit.' });
    });
  const acceptOne = (s: SuggestionDto) => run(async () => void ((await accept(s.id)) && drop([s.id])));
  const rejectOne = (s: SuggestionDto) =>
    run(async () => void (await apiSend(action(api.suggestions.reject, { id: documentId, suggestionId: s.id })), drop([s.id])));
  // Those that no longer fit the text stay pending on the server: the list read again shows them.
  const acceptAll = () =>
    run(async () => {
      const ids = pending.map((s) => s.id);
      if (!(await acceptTogether(ids))) return;
      const left = (await list.refetch()).data?.filter((s) => ids.includes(s.id)).length ?? 0;
      if (left > 0) {
        toast({
          title: left === 1 ? '1 suggested edit left' : `${left} suggested edits left`,
          description: 'The text they change was edited meanwhile: they no longer fit and stay in the list.',
        });
      }
    });
  const rejectAll = () =>
    run(async () => {
      for (const s of pending) await apiSend(action(api.suggestions.reject, { id: documentId, suggestionId: s.id }));
      drop(pending.map((s) => s.id));
    });

  return (
    <section aria-label="Suggested edits" className="px-4 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => void suggest()} disabled={busy}>
          {busy ? <Spinner /> : <Sparkles aria-hidden="true" />}Suggest edits
        </Button>
        {pending.length > 0 && (
          <>
            <span className="text-sm text-muted-foreground">
              {pending.length === 1 ? '1 suggested edit' : `${pending.length} suggested edits`}
            </span>
            <Button size="sm" variant="ghost" onClick={() => void acceptAll()} disabled={busy}>
              Accept all
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void rejectAll()} disabled={busy}>
              Reject all
            </Button>
          </>
        )}
      </div>
      {pending.length > 0 && (
        <ul aria-label="Suggestions" className="mt-2 max-h-64 space-y-2 overflow-y-auto">
          {pending.map((s) => (
            <li key={s.id} aria-label={s.reason} className="rounded-md border bg-card p-2">
              <p className="mb-1 text-xs font-medium">{s.reason}</p>
              <Change s={s} />
              <div className="mt-1 flex gap-1">
                <Button size="sm" variant="outline" onClick={() => void acceptOne(s)} disabled={busy}>
                  <Check aria-hidden="true" />
                  Accept
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void rejectOne(s)} disabled={busy}>
                  <X aria-hidden="true" />
                  Reject
                </Button>
                {onComment && (
                  <Button size="sm" variant="ghost" onClick={() => onComment(findingOf(s))} disabled={busy}>
                    <MessageSquarePlus aria-hidden="true" />
                    Post as comment
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
