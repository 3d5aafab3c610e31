import { format } from 'date-fns';
import { Globe, Link2, Lock, Share2 } from 'lucide-react';
import { useState } from 'react';
import { SHARE_EXPIRY_DAYS, type ShareKind, type ShareLinkDto } from '@common/sharing';
import { Loading } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { CopyButton } from '@/features/messages/components/copy-button';
import { useCreateShareLink, useRevokeShareLink, useShareLink, type ShareTarget } from '@/features/sharing/api/share-link';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { TeamAccess } from '@/features/sharing/components/team-access';
import { useTeams } from '@/features/teams/api/get-teams';
import { cn } from '@/lib/utils';

type Expiry = (typeof SHARE_EXPIRY_DAYS)[number];
const DAY_MS = 24 * 60 * 60_000;
const expiryLabel = (days: Expiry) => (days === null ? 'Never' : `${days} day${days === 1 ? '' : 's'}`);
const expiresAtOf = (days: Expiry) => (days === null ? null : new Date(Date.now() + days * DAY_MS).toISOString());

/** Who can read the item now: its owner (and its team's members), or anyone with its link until it expires. */
function Access({ link, team }: { link: ShareLinkDto | null; team: string | undefined }) {
  const Icon = link ? Globe : Lock;
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3" data-testid="share-access">
      <span
        aria-hidden="true"
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-full',
          link ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-medium">{link ? 'Anyone with the link (read-only)' : team ? `Only you and ${team}` : 'Only you'}</p>
        <p className="text-muted-foreground">
          {!link
            ? 'Create a link to let people read it without an account.'
            : link.expiresAt
              ? `Expires ${format(new Date(link.expiresAt), 'd MMM yyyy, HH:mm')}`
              : 'Never expires; revoke it to stop sharing.'}
        </p>
      </div>
    </div>
  );
}

/** The expiry of a new link: never, or 1, 7 or 30 days from now. */
function ExpiryChoice({ value, onChange }: { value: Expiry; onChange: (days: Expiry) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Link expires</legend>
      <div className="grid grid-cols-4 gap-1 rounded-lg border bg-muted/40 p-1">
        {SHARE_EXPIRY_DAYS.map((days) => (
          <button
            key={String(days)}
            type="button"
            aria-pressed={value === days}
            onClick={() => onChange(days)}
            className={cn(
              'h-8 rounded-md text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              value === days && 'bg-card text-foreground shadow-xs',
            )}
          >
            {expiryLabel(days)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function ShareBody({ target, noun, teamId: initialTeam }: { target: ShareTarget; noun: string; teamId: string | null }) {
  const state = useShareLink(target, true);
  const [teamId, setTeamId] = useState(initialTeam);
  const team = useTeams().data?.find((t) => t.id === teamId)?.name;
  const create = useCreateShareLink(target);
  const revoke = useRevokeShareLink(target);
  const [expiry, setExpiry] = useState<Expiry>(null);
  if (state.isPending) return <Loading />;
  if (state.isError) return <p className="text-sm text-destructive">{serverMessage(state.error, 'Failed to load the share link')}</p>;
  const { link } = state.data;

  const failed = (what: string) => (error: Error) =>
    toast({ id: 'share-link', variant: 'destructive', title: 'Error', description: serverMessage(error, what) });

  return (
    <div className="grid gap-4">
      <Access link={link} team={team} />
      <TeamAccess target={target} teamId={teamId} onMoved={setTeamId} noun={noun} />
      {link ? (
        <>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input readOnly aria-label="Share link" value={link.url} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton text={link.url} label="Copy link" />
          </div>
          <div className="flex justify-end">
            <Button
              variant="ghost"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => toast({ id: 'share-link', title: 'Link revoked', description: `The ${noun} is private again.` }),
                  onError: failed('Failed to revoke the link'),
                })
              }
            >
              {revoke.isPending && <Spinner aria-hidden="true" />}
              Revoke link
            </Button>
          </div>
        </>
      ) : (
        <>
          <ExpiryChoice value={expiry} onChange={setExpiry} />
          <Button
            disabled={create.isPending}
            onClick={() => create.mutate({ expiresAt: expiresAtOf(expiry) }, { onError: failed('Failed to create the link') })}
          >
            {create.isPending ? <Spinner aria-hidden="true" /> : <Link2 aria-hidden="true" />}
            Create link
          </Button>
        </>
      )}
    </div>
  );
}

type ShareButtonProps = {
  kind: ShareKind;
  id: string | null | undefined;
  /** The team the item is in now: shown, and changed, in the dialog. */
  teamId?: string | null;
  noun?: string;
  className?: string;
};

/**
 * The Share button of a document, chat or design and its dialog: who has access, a read-only link
 * to create (with an optional expiry), copy or revoke. Nothing shows before the item is saved.
 */
export function ShareButton({ kind, id, teamId = null, noun = kind, className }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  if (!id) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" title="Share" className={cn('shrink-0 max-sm:px-2.5', className)}>
          <Share2 aria-hidden="true" />
          {/* On a phone the headers are full: the icon alone, still named Share. */}
          <span className="max-sm:sr-only">Share</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share this {noun}</DialogTitle>
          <DialogDescription>
            Work on this {noun} with a team, or let anyone read it by link without signing in. People with the link cannot edit it or see
            anything else of yours.
          </DialogDescription>
        </DialogHeader>
        {open && <ShareBody target={{ kind, id }} noun={noun} teamId={teamId} />}
      </DialogContent>
    </Dialog>
  );
}
