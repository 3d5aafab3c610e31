import { format } from 'date-fns';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TOKEN_EXPIRY_DAYS, type CreatedTokenDto, type TokenDto, type TokenScope } from '@common/tokens';
import { Loading } from '@/components/load-states';
import { RemoveRowButton } from '@/components/remove-row-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { CopyButton } from '@/features/messages/components/copy-button';
import { useCreateToken, useRevokeToken, useTokens } from '@/features/tokens/api/tokens';
import { serverMessage } from '@/lib/api-client';
import { api } from '@/lib/routes';
import { toast } from '@/lib/toast';

type Expiry = (typeof TOKEN_EXPIRY_DAYS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const expiryLabel = (days: Expiry) => (days === null ? 'Never' : `${days} days`);
const SCOPE_LABELS: Record<TokenScope, string> = { read: 'Read only', write: 'Read and write' };
const fieldClass = 'h-9 w-full rounded-md border bg-card px-2 text-sm shadow-xs';

/**
 * Account, API tokens: personal access tokens for the API and the MCP server. A new token's value is
 * shown once, with a copy button; the list shows each token's scope, expiry and last use, and revokes.
 */
export function ApiTokensSection() {
  const [created, setCreated] = useState<CreatedTokenDto | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>API tokens</CardTitle>
        <p className="text-sm text-muted-foreground">
          Personal access tokens let scripts and AI tools (MCP clients such as Claude, Cursor or VS Code) use Northstar as you.{' '}
          <a href={api.docs.reference.path} className="text-primary underline underline-offset-4">
            API reference
          </a>
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        {created && <NewToken token={created.token} onDone={() => setCreated(null)} />}
        <CreateTokenForm onCreated={setCreated} />
        <TokenList />
      </CardContent>
    </Card>
  );
}

function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <p className="text-sm font-medium">Copy your new token now: it will not be shown again.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly aria-label="New token" value={token} className="font-mono" onFocus={(event) => event.currentTarget.select()} />
        <CopyButton text={token} label="Copy token" />
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedTokenDto) => void }) {
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [expiry, setExpiry] = useState<Expiry>(90);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expiresAt = expiry === null ? null : new Date(Date.now() + expiry * DAY_MS).toISOString();
    create.mutate(
      { name, scope, expiresAt },
      {
        onSuccess: (token) => {
          setName('');
          onCreated(token);
        },
        onError: (error) =>
          toast({
            id: 'api-token',
            variant: 'destructive',
            title: 'Error',
            description: serverMessage(error, 'Failed to create the token'),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="token-name">Name</Label>
        <Input
          id="token-name"
          value={name}
          maxLength={100}
          placeholder="e.g. Cursor on my laptop"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="token-scope">Scope</Label>
        <select id="token-scope" className={fieldClass} value={scope} onChange={(event) => setScope(event.target.value as TokenScope)}>
          <option value="read">{SCOPE_LABELS.read}</option>
          <option value="write">{SCOPE_LABELS.write}</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="token-expiry">Expires</Label>
        <select
          id="token-expiry"
          className={fieldClass}
          value={String(expiry)}
          onChange={(event) => setExpiry(event.target.value === 'null' ? null : (Number(event.target.value) as Expiry))}
        >
          {TOKEN_EXPIRY_DAYS.map((days) => (
            <option key={String(days)} value={String(days)}>
              {expiryLabel(days)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={create.isPending || name.trim() === ''}>
        {create.isPending ? <Spinner aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
        Create token
      </Button>
    </form>
  );
}

function TokenList() {
  const tokens = useTokens();
  if (tokens.isPending) return <Loading />;
  if (tokens.isError) return <p className="text-sm text-destructive">{serverMessage(tokens.error, 'Failed to load your tokens')}</p>;
  if (tokens.data.length === 0) return <p className="text-sm text-muted-foreground">You have no tokens yet.</p>;
  return (
    <ul aria-label="Your tokens" className="divide-y rounded-lg border">
      {tokens.data.map((token) => (
        <TokenItem key={token.id} token={token} />
      ))}
    </ul>
  );
}

const when = (iso: string) => format(new Date(iso), 'd MMM yyyy');

function TokenItem({ token }: { token: TokenDto }) {
  const revoke = useRevokeToken();
  const details = [
    SCOPE_LABELS[token.scope],
    token.expiresAt ? `expires ${when(token.expiresAt)}` : 'never expires',
    token.lastUsedAt ? `last used ${when(token.lastUsedAt)}` : 'never used',
  ].join(' · ');
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{token.name}</p>
        <p className="text-xs text-muted-foreground">{details}</p>
      </div>
      <RemoveRowButton
        label="Revoke"
        ariaLabel={`Revoke ${token.name}`}
        title="Revoke this token?"
        description={`“${token.name}” stops working at once; tools that use it are refused.`}
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(token.id, {
            onSuccess: () => toast({ id: 'api-token', title: 'Token revoked', description: `“${token.name}” no longer works.` }),
            onError: (error) =>
              toast({
                id: 'api-token',
                variant: 'destructive',
                title: 'Error',
                description: serverMessage(error, 'Failed to revoke the token'),
              }),
          })
        }
      />
    </li>
  );
}
