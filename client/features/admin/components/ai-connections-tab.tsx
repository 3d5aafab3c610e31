import type { ConnectionDto } from '@common/ai-models';
import { LoadFailed, Loading } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { useAiConnections, useSetModels } from '@/features/admin/api/ai-connections';
import { AddConnectionForm } from '@/features/admin/components/add-connection-form';
import { ConnectionCard } from '@/features/admin/components/connection-card';
import { useModelChoices } from '@/features/admin/hooks/use-model-choices';
import { failureWithReason } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** AI connections: add, test and remove them; enable the models users may pick, mark those that see images, name the default. */
export function AiConnectionsTab() {
  const connections = useAiConnections();
  if (connections.isPending) return <Loading size="panel" />;
  if (!connections.data) return <LoadFailed message="Could not load the AI connections." onRetry={() => void connections.refetch()} />;
  return <Connections connections={connections.data} />;
}

function Connections({ connections }: { connections: ConnectionDto[] }) {
  const choices = useModelChoices(connections);
  const save = useSetModels();

  function saveModels() {
    save.mutate(choices.body, {
      onSuccess: () => toast({ title: 'Models saved', description: 'Users can pick them in the chat composer.' }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Models not saved', description: failureWithReason(error, 'Could not save them.') }),
    });
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="connections-heading" className="space-y-3">
        <h2 id="connections-heading" className="text-lg font-semibold">
          AI connections
        </h2>
        {connections.length === 0 ? (
          <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
            No AI model is connected: replies come from the offline, rule-based engine. Add a connection below (OpenAI, Anthropic, or a
            server such as Ollama), test it, then enable the models users may pick.
          </p>
        ) : (
          connections.map((connection) => <ConnectionCard key={connection.id} connection={connection} choices={choices} />)
        )}
        {connections.some((c) => !c.readOnly) && (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={saveModels} disabled={save.isPending}>
              Save models
            </Button>
            <p className="text-xs text-muted-foreground">
              Without a default, chats use {connections.some((c) => c.readOnly) ? "the environment's model" : 'the offline engine'}.
            </p>
          </div>
        )}
      </section>
      <section aria-labelledby="add-connection-heading" className="space-y-3">
        <h2 id="add-connection-heading" className="text-lg font-semibold">
          Add a connection
        </h2>
        <AddConnectionForm />
      </section>
    </div>
  );
}
