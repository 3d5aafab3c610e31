import { KeyRound, PlugZap } from 'lucide-react';
import { modelIdOf, type ConnectionDto } from '@common/ai-models';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRemoveConnection, useTestConnection } from '@/features/admin/api/ai-connections';
import { providerName } from '@/features/admin/components/add-connection-form';
import type { useModelChoices } from '@/features/admin/hooks/use-model-choices';
import { failureWithReason } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type Choices = ReturnType<typeof useModelChoices>;

/** One connection: what it is, Test (lists its models to enable), Remove; the environment's is read-only. */
export function ConnectionCard({ connection, choices }: { connection: ConnectionDto; choices: Choices }) {
  const test = useTestConnection();
  const remove = useRemoveConnection();
  const tested = test.data?.ok ? test.data.models : [];
  // The models shown: those enabled, then those the last test listed.
  const listed = new Map(connection.models.map((m) => [m.model, m.vision]));
  for (const m of tested) if (!listed.has(m.id)) listed.set(m.id, m.vision);
  for (const c of choices.enabled.values()) if (c.connectionId === connection.id && !listed.has(c.model)) listed.set(c.model, c.vision);

  return (
    <article aria-label={`Connection ${connection.label}`} className="space-y-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{connection.label}</p>
          <p className="text-sm break-all text-muted-foreground">
            {providerName(connection.provider)}
            {connection.baseUrl ? ` · ${connection.baseUrl}` : ''}
          </p>
          {connection.keySet && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
              <KeyRound className="size-3" aria-hidden="true" /> Key set (stored encrypted)
            </p>
          )}
        </div>
        {connection.readOnly ? (
          <span className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">Read-only: set by environment variables</span>
        ) : (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={test.isPending} onClick={() => test.mutate(connection.id)}>
              {test.isPending ? <Spinner aria-hidden="true" /> : <PlugZap aria-hidden="true" />}
              Test
            </Button>
            <ConfirmDialog
              title="Remove this connection?"
              description="Its models can no longer be picked; chats that used them go back to the default model."
              confirmLabel="Remove"
              onConfirm={() =>
                remove.mutate(connection.id, {
                  onError: (error) =>
                    toast({ variant: 'destructive', title: 'Not removed', description: failureWithReason(error, 'Could not remove it.') }),
                })
              }
            >
              <Button variant="outline" size="sm">
                Remove
              </Button>
            </ConfirmDialog>
          </div>
        )}
      </div>
      {test.data && !test.data.ok && (
        <p role="alert" className="text-sm text-destructive">
          Test failed: {test.data.error}
        </p>
      )}
      {test.data?.ok && <p className="text-sm text-muted-foreground">Connected: {test.data.models.length} models listed.</p>}
      {listed.size > 0 && (
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th className="py-1 font-medium">Model</th>
              <th className="w-16 py-1 text-center font-medium sm:w-24">Enabled</th>
              <th className="w-16 py-1 text-center font-medium sm:w-24">Sees images</th>
              <th className="w-16 py-1 text-center font-medium sm:w-24">Default</th>
            </tr>
          </thead>
          <tbody>
            {[...listed].map(([model, vision]) => {
              const id = connection.readOnly ? `env:${model}` : modelIdOf(connection.id, model);
              const enabled = connection.readOnly || choices.enabled.has(id);
              const sees = choices.enabled.get(id)?.vision ?? vision;
              return (
                <tr key={model} className="border-t">
                  <td className="py-1.5 pr-2 break-words">{model}</td>
                  <td className="text-center">
                    <input
                      type="checkbox"
                      aria-label={`Enable ${model}`}
                      checked={enabled}
                      disabled={connection.readOnly}
                      onChange={(e) => choices.toggle({ model, connectionId: connection.id, vision }, e.target.checked)}
                    />
                  </td>
                  <td className="text-center">
                    <input
                      type="checkbox"
                      aria-label={`${model} sees images`}
                      checked={sees}
                      disabled={connection.readOnly || !enabled}
                      onChange={(e) => choices.setVision(id, e.target.checked)}
                    />
                  </td>
                  <td className="text-center">
                    <input
                      type="radio"
                      name="default-model"
                      aria-label={`${model} is the default`}
                      checked={choices.defaultId === id}
                      disabled={!enabled}
                      onChange={() => choices.setDefault(id)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </article>
  );
}
