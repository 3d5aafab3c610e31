import { ExternalLink, Send } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import {
  HANDOFF_LIMITS,
  issueLabel,
  TRACKER_LABELS,
  type HandoffItem,
  type HandoffLinkDto,
  type HandoffResult,
  type Tracker,
} from '@common/integrations';
import { Loading } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useHandoffLinks, useHandoffPreview, useSendHandoff, useTrackerConnections } from '@/features/integrations/api/integrations';
import { serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

type Row = HandoffItem & { picked: boolean };

const fieldClass = 'h-9 rounded-md border bg-card px-2 text-sm shadow-xs';

type HandoffProps = {
  documentId: string;
  /** The document's team: its connections serve it, besides the user's own. */
  teamId: string | null;
  /** Saves pending edits first: the server reads the saved text. */
  saveNow: () => Promise<boolean>;
};

/** "Send to tracker" in the document header, and its dialog. */
export function SendToTrackerButton({ disabled, ...props }: HandoffProps & { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" disabled={disabled} title="Send to tracker" onClick={() => setOpen(true)}>
        <Send aria-hidden="true" />
        {/* A phone's header keeps its rows: the icon, its name for screen readers. */}
        <span className="sr-only sm:not-sr-only">Send to tracker</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] grid-rows-[auto_minmax(0,1fr)_auto] sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Send to tracker</DialogTitle>
            <DialogDescription>
              Create an issue for each user story or requirement, with its acceptance criteria and a link back here.
            </DialogDescription>
          </DialogHeader>
          {open && <HandoffBody {...props} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function HandoffBody({ documentId, teamId, saveNow }: HandoffProps) {
  const connections = useTrackerConnections();
  const targets = useMemo(
    () => [...new Set((connections.data ?? []).filter((c) => c.teamId === null || c.teamId === teamId).map((c) => c.target))],
    [connections.data, teamId],
  );
  const [target, setTarget] = useState<Tracker | null>(null);
  const chosen = target ?? targets[0] ?? null;
  const preview = useHandoffPreview(documentId);
  const links = useHandoffLinks(documentId);
  const send = useSendHandoff(documentId);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [result, setResult] = useState<HandoffResult | null>(null);

  const { mutate: findItems } = preview;
  useEffect(() => {
    if (!chosen) return;
    void saveNow().then(() => findItems(chosen, { onSuccess: (answer) => setRows(answer.items.map((i) => ({ ...i, picked: true }))) }));
    // The requirements are read once per opening; changing the tracker keeps the edits.
  }, [Boolean(chosen)]); // eslint-disable-line react-hooks/exhaustive-deps

  if (connections.isPending) return <Loading />;
  if (!chosen) {
    return (
      <p className="text-sm">
        No tracker is connected yet.{' '}
        <Link href={`${paths.account}#trackers`} className="text-primary underline underline-offset-4">
          Connect Linear, Jira or GitHub on your Account page
        </Link>
        , then come back.
      </p>
    );
  }
  const sentAs = new Map((links.data ?? []).filter((l) => l.target === chosen).map((l) => [l.key, l]));
  const picked = (rows ?? []).filter((r) => r.picked);
  const submit = () =>
    send.mutate({ target: chosen, items: picked.map(({ key, title, body }) => ({ key, title, body })) }, { onSuccess: setResult });

  return (
    <>
      <div className="grid min-h-0 content-start gap-3 overflow-y-auto pr-1">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="handoff-target" className="text-sm text-muted-foreground">
            Tracker
          </label>
          <select id="handoff-target" className={fieldClass} value={chosen} onChange={(e) => setTarget(e.target.value as Tracker)}>
            {targets.map((t) => (
              <option key={t} value={t}>
                {TRACKER_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        {result && <Results result={result} rows={rows ?? []} />}
        {preview.isError && <p className="text-sm text-destructive">{serverMessage(preview.error, 'Failed to read the requirements')}</p>}
        {rows === null && !preview.isError ? (
          <Loading />
        ) : rows?.length === 0 ? (
          <p className="rounded-lg border bg-muted/40 p-3 text-sm" role="status">
            No user stories or requirements were found. Add a section headed “User stories” or “Requirements” with a list of stories (“As a
            …, I want …, so that …”) or numbered requirements (“FR-1: …”), and put each one&apos;s acceptance criteria in a nested list or
            under “Acceptance criteria”.
          </p>
        ) : (
          <ul aria-label="Requirements to send" className="grid gap-2">
            {rows?.map((row, i) => (
              <ItemRow
                key={row.key}
                row={row}
                sent={sentAs.get(row.key)}
                onChange={(next) => setRows((all) => all?.map((r, j) => (j === i ? next : r)) ?? null)}
              />
            ))}
          </ul>
        )}
        {send.isError && <p className="text-sm text-destructive">{serverMessage(send.error, 'Failed to send')}</p>}
      </div>
      <DialogFooter>
        <Button onClick={submit} disabled={send.isPending || picked.length === 0 || picked.some((r) => !r.title.trim())}>
          {send.isPending ? <Spinner aria-hidden="true" /> : <Send aria-hidden="true" />}
          Send {picked.length} to {TRACKER_LABELS[chosen]}
        </Button>
      </DialogFooter>
    </>
  );
}

function ItemRow({ row, sent, onChange }: { row: Row; sent: HandoffLinkDto | undefined; onChange: (row: Row) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4 shrink-0 accent-primary"
          aria-label={`Send ${row.title}`}
          checked={row.picked}
          onChange={(e) => onChange({ ...row, picked: e.target.checked })}
        />
        <Input
          aria-label="Issue title"
          value={row.title}
          maxLength={HANDOFF_LIMITS.titleChars}
          onChange={(e) => onChange({ ...row, title: e.target.value })}
          className="h-8 min-w-0 flex-1"
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pl-6 text-xs text-muted-foreground">
        <span className="font-mono">{row.key}</span>
        {sent ? (
          <a href={sent.url} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
            Sent as {issueLabel(sent)}: sending updates it
          </a>
        ) : (
          <span>New issue</span>
        )}
        <button
          type="button"
          className="text-primary underline-offset-4 hover:underline"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide details' : 'Edit details'}
        </button>
      </div>
      {open && (
        <Textarea
          aria-label="Issue description (Markdown)"
          value={row.body}
          maxLength={HANDOFF_LIMITS.bodyChars}
          onChange={(e) => onChange({ ...row, body: e.target.value })}
          className="ml-6 min-h-32 w-auto font-mono text-xs"
        />
      )}
    </li>
  );
}

function Results({ result, rows }: { result: HandoffResult; rows: Row[] }) {
  const titleOf = (key: string) => rows.find((r) => r.key === key)?.title ?? key;
  const done = [...result.created.map((c) => ({ ...c, verb: 'Created' })), ...result.updated.map((u) => ({ ...u, verb: 'Updated' }))];
  return (
    <div role="status" aria-label="Send results" className="grid gap-1 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
      {done.map((d) => (
        <p key={d.key} className="flex min-w-0 items-center gap-1.5">
          <span className="shrink-0">{d.verb}</span>
          <a
            href={d.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-w-0 items-center gap-1 text-primary underline underline-offset-4"
          >
            <span className="truncate">{titleOf(d.key)}</span>
            <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
          </a>
        </p>
      ))}
      {result.failed.map((f) => (
        <p key={f.key} className="text-destructive">
          Not sent: {titleOf(f.key)}: {f.error}
        </p>
      ))}
    </div>
  );
}
