import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CONNECTION_PROVIDERS, type ConnectionProvider } from '@common/ai-models';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAddConnection } from '@/features/admin/api/ai-connections';
import { failureWithReason } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const PROVIDER_NAMES: Record<ConnectionProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible (Ollama, vLLM, LM Studio, OpenRouter)',
};
export const providerName = (provider: string) => PROVIDER_NAMES[provider as ConnectionProvider] ?? provider;

/** Adds a connection: a provider, a name, its address (required for an OpenAI-compatible server) and its API key. */
export function AddConnectionForm() {
  const add = useAddConnection();
  const [provider, setProvider] = useState<ConnectionProvider>('openai-compatible');
  const [label, setLabel] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [apiKey, setApiKey] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { provider, label: label.trim(), baseUrl: baseUrl.trim() || undefined, apiKey: apiKey.trim() || undefined };
    add.mutate(body, {
      onSuccess: () => {
        setLabel('');
        setBaseUrl('');
        setApiKey('');
        toast({ title: 'Connection added', description: 'Test it to list its models.' });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Connection not added', description: failureWithReason(error, 'Could not add it.') }),
    });
  }

  return (
    <form onSubmit={submit} aria-label="Add a connection" className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="connection-provider">Provider</Label>
        <select
          id="connection-provider"
          value={provider}
          onChange={(event) => setProvider(event.target.value as ConnectionProvider)}
          className="h-9 rounded-md border bg-card px-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {CONNECTION_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {PROVIDER_NAMES[p]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="connection-label">Name</Label>
        <Input
          id="connection-label"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          placeholder="Team Ollama"
          required
          maxLength={100}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="connection-url">Address{provider === 'openai-compatible' ? '' : ' (optional)'}</Label>
        <Input
          id="connection-url"
          type="url"
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          placeholder={provider === 'openai-compatible' ? 'http://localhost:11434/v1' : 'The provider’s own'}
          required={provider === 'openai-compatible'}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="connection-key">API key{provider === 'openai-compatible' ? ' (if the server needs one)' : ''}</Label>
        <Input
          id="connection-key"
          type="password"
          autoComplete="off"
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
          required={provider !== 'openai-compatible'}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          Add connection
        </Button>
      </div>
    </form>
  );
}
