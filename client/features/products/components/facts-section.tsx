import { useQueries } from '@tanstack/react-query';
import { Check, Pencil, Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { FactDto } from '@common/products';
import { DeleteButton } from '@/components/confirm-dialog';
import { LoadFailed, Loading } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { chatDocumentQueryOptions } from '@/features/documents/api/get-document';
import { useCreateFact } from '@/features/products/api/create-fact';
import { useDeleteFact } from '@/features/products/api/delete-fact';
import { useFacts } from '@/features/products/api/get-facts';
import { useUpdateFact } from '@/features/products/api/update-fact';
import { ProductSection } from '@/features/products/components/product-section';
import { ago } from '@/features/products/lib/relative-time';
import { serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';

/** The titles of the chats and documents facts were learned in, read once each. */
function useSourceTitles(facts: FactDto[] | undefined): Map<string, string> {
  const ids = [...new Set((facts ?? []).flatMap((f) => (f.source !== 'manual' && f.sourceId ? [f.sourceId] : [])))];
  const answers = useQueries({ queries: ids.map((id) => ({ ...chatDocumentQueryOptions(id), staleTime: 60_000 })) });
  return new Map(ids.flatMap((id, i) => (answers[i]?.data ? [[id, answers[i].data.title.trim() || 'Untitled'] as const] : [])));
}

/** Where a fact came from: typed by hand, or the chat or document it was learned in (linked while it exists). */
function FactSource({ fact, titles }: { fact: FactDto; titles: Map<string, string> }) {
  if (fact.source === 'manual') return <>Typed by hand</>;
  const title = fact.sourceId ? titles.get(fact.sourceId) : undefined;
  const noun = fact.source === 'chat' ? 'a chat' : 'a document';
  if (!fact.sourceId) return <>Learned in {noun} since deleted</>;
  const href = fact.source === 'chat' ? paths.chat(fact.sourceId) : paths.document(fact.sourceId);
  return (
    <>
      Learned in{' '}
      <Link href={href} className="font-medium text-foreground underline-offset-2 hover:underline">
        {title ?? noun}
      </Link>
    </>
  );
}

type FactFormProps = {
  initial?: { key: string; value: string };
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (fact: { key: string; value: string }) => void;
  onCancel?: () => void;
};

/** A fact's key and value, to add one or change one; the server's refusal (a duplicate key) shows under it. */
function FactForm({ initial, submitLabel, pending, error, onSubmit, onCancel }: FactFormProps) {
  const [key, setKey] = useState(initial?.key ?? '');
  const [value, setValue] = useState(initial?.value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key.trim() && value.trim()) onSubmit({ key: key.trim(), value: value.trim() });
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto]">
        <Input aria-label="Fact key" placeholder="Key, e.g. pricing" value={key} maxLength={100} onChange={(e) => setKey(e.target.value)} />
        <Input
          aria-label="Fact value"
          placeholder="Value, e.g. €4 per employee a month"
          value={value}
          maxLength={2000}
          onChange={(e) => setValue(e.target.value)}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" className="h-9 flex-1 sm:flex-none" disabled={pending || !key.trim() || !value.trim()}>
            {pending ? <Spinner aria-hidden="true" /> : initial ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" variant="ghost" size="sm" className="h-9" onClick={onCancel} aria-label="Cancel editing">
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      {error !== null && error !== undefined && (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(error, 'Could not save the fact.')}
        </p>
      )}
    </form>
  );
}

/** One fact: key, value, where it came from and when; Edit turns it into a form, Delete asks first. */
function FactRow({ fact, titles }: { fact: FactDto; titles: Map<string, string> }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateFact();
  const remove = useDeleteFact();
  if (editing)
    return (
      <li className="py-3">
        <FactForm
          initial={fact}
          submitLabel="Save"
          pending={update.isPending}
          error={update.error}
          onSubmit={(changed) =>
            update.mutate({ productId: fact.productId, factId: fact.id, ...changed }, { onSuccess: () => setEditing(false) })
          }
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
        />
      </li>
    );
  return (
    <li className="flex items-start gap-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words">
          <span className="font-mono text-xs text-muted-foreground">{fact.key}</span>
          <span className="mt-0.5 block text-foreground">{fact.value}</span>
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          <FactSource fact={fact} titles={titles} /> · <time dateTime={fact.updatedAt}>{ago(fact.updatedAt)}</time>
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${fact.key}`}
        title="Edit"
        className="size-8 text-muted-foreground"
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <DeleteButton
        noun="fact"
        label={`Delete ${fact.key}`}
        description={`Delete “${fact.key}”? Chats of this product will no longer start with it.`}
        disabled={remove.isPending}
        className="size-8 text-muted-foreground hover:text-destructive"
        onConfirm={() =>
          remove.mutate(
            { productId: fact.productId, factId: fact.id },
            {
              onError: (error) =>
                toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Could not delete the fact.') }),
            },
          )
        }
      />
    </li>
  );
}

/** The product's facts, which every chat of the product starts with: listed with their source, added, changed, deleted. */
export function FactsSection({ productId }: { productId: string }) {
  const facts = useFacts(productId);
  const create = useCreateFact();
  const titles = useSourceTitles(facts.data);
  // A new form after each fact added: its fields start empty again.
  const [added, setAdded] = useState(0);

  return (
    <ProductSection title="Facts" description="What every chat of this product already knows.">
      <FactForm
        key={added}
        submitLabel="Add fact"
        pending={create.isPending}
        error={create.error}
        onSubmit={(fact) => create.mutate({ productId, ...fact }, { onSuccess: () => setAdded((n) => n + 1) })}
      />
      {facts.isError ? (
        <LoadFailed size="panel" message="Could not load the facts." onRetry={() => void facts.refetch()} />
      ) : !facts.data ? (
        <Loading size="panel" />
      ) : facts.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No facts yet. Add one, or accept one a chat offers.</p>
      ) : (
        <ul aria-label="Facts" className="mt-2 divide-y">
          {facts.data.map((fact) => (
            <FactRow key={fact.id} fact={fact} titles={titles} />
          ))}
        </ul>
      )}
    </ProductSection>
  );
}
