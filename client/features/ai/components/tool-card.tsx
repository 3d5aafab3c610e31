import { Calculator, RotateCcw, Wrench } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ToolPart } from '@common/messages';
import { inputFields } from '@common/tools/inputs';
import { inputLabel, toolLabel } from '@common/tools/labels';
import { toolResult, type ToolResult } from '@common/tools/result';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { runTool } from '@/features/ai/api/run-tool';
import { serverMessage } from '@/lib/api-client';

/** The inputs a card can edit, in the schema's order: the top-level numbers (lists such as RICE items are shown, not edited). */
const numberFields = (name: string, inputs: Record<string, unknown>) => {
  const order = inputFields(name);
  return Object.entries(inputs)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
};

/**
 * A tool's call in a reply, as a card: the inputs (each number editable), the formula, the steps and
 * the answer. Changing an input and choosing Recompute runs the tool again on the server; the saved
 * reply keeps the model's own inputs, and Reset brings them back.
 */
export function ToolCard({ part }: { part: ToolPart }) {
  const name = part.type.slice('tool-'.length);
  const saved = toolResult.safeParse(part.output);
  if (part.state === 'output-error' || !saved.success) {
    return (
      <section
        aria-label={`${toolLabel(name)} (not computed)`}
        className="my-2 rounded-lg border border-dashed px-3 py-2 text-xs text-muted-foreground"
      >
        <span className="font-medium">{toolLabel(name)}</span>: {part.errorText ?? 'no result'}
      </section>
    );
  }
  return <ComputedCard name={name} saved={saved.data} />;
}

function ComputedCard({ name, saved }: { name: string; saved: ToolResult }) {
  const [result, setResult] = useState(saved);
  const [draft, setDraft] = useState(() => Object.fromEntries(numberFields(name, saved.inputs).map(([k, v]) => [k, String(v)])));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const fields = numberFields(name, saved.inputs);
  const listed = Object.entries(saved.inputs).filter(([, v]) => typeof v !== 'number');

  async function recompute(event: FormEvent) {
    event.preventDefault();
    const input = { ...result.inputs, ...Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim() === '' ? v : Number(v)])) };
    setBusy(true);
    try {
      setResult((await runTool(name, input)).result);
      setError(null);
    } catch (err) {
      setError(serverMessage(err, 'Could not recompute. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setResult(saved);
    setDraft(Object.fromEntries(fields.map(([k, v]) => [k, String(v)])));
    setError(null);
  }

  return (
    <section aria-label={toolLabel(name)} className="my-3 rounded-lg border bg-muted/40 p-3 text-sm">
      <h3 className="mb-2 flex items-center gap-2 font-semibold">
        {/* A calculation has a formula; a workspace tool (search, remember, create) has none. */}
        {result.formula ? (
          <Calculator aria-hidden="true" className="size-4 text-muted-foreground" />
        ) : (
          <Wrench aria-hidden="true" className="size-4 text-muted-foreground" />
        )}
        {toolLabel(name)}
      </h3>
      <p className="font-medium" aria-live="polite">
        {result.answer}
      </p>
      {fields.length > 0 && (
        <form onSubmit={recompute} className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {fields.map(([key]) => (
            <div key={key} className="grid gap-1">
              <Label htmlFor={`${id}-${key}`} className="text-xs text-muted-foreground">
                {inputLabel(key)}
              </Label>
              <Input
                id={`${id}-${key}`}
                inputMode="decimal"
                value={draft[key] ?? ''}
                onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
                className="h-8"
              />
            </div>
          ))}
          <div className="col-span-full flex items-center gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              Recompute
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={reset} disabled={busy}>
              <RotateCcw aria-hidden="true" /> Reset
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className="mt-2 text-xs text-destructive">
          {error}
        </p>
      )}
      {listed.length > 0 && (
        <ul className="mt-2 text-xs text-muted-foreground">
          {listed.map(([key, value]) => (
            <li key={key}>
              {key}:{' '}
              {Array.isArray(value) ? value.map((v) => (v as { name?: string }).name ?? JSON.stringify(v)).join(', ') : String(value)}
            </li>
          ))}
        </ul>
      )}
      {result.formula && <p className="mt-2 font-mono text-xs break-words">{result.formula}</p>}
      {result.steps.length > 0 && (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer text-muted-foreground">{result.formula ? 'The arithmetic' : 'The steps'}</summary>
          <ol className="mt-1 list-decimal pl-5">
            {result.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      )}
      {result.notes.length > 0 && <p className="mt-2 text-xs text-muted-foreground">{result.notes.join(' ')}</p>}
    </section>
  );
}
