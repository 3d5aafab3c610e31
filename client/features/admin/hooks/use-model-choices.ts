import { useState } from 'react';
import { modelIdOf, type ConnectionDto, type EnableModelsBody } from '@common/ai-models';

export type ModelChoice = { model: string; connectionId: string; vision: boolean };

/** The enabled models and the default as saved: every admin connection's models. */
function savedChoices(connections: ConnectionDto[]) {
  const enabled = new Map<string, ModelChoice>();
  let defaultId: string | null = null;
  for (const c of connections) {
    for (const m of c.models) {
      if (m.default) defaultId = m.id;
      if (!c.readOnly) enabled.set(m.id, { model: m.model, connectionId: c.id, vision: m.vision });
    }
  }
  return { enabled, defaultId };
}

/**
 * The admin's draft of which models users may pick, which see images, and the default, started from
 * what is saved; `body` is what `PUT /api/admin/ai/models` takes.
 */
export function useModelChoices(connections: ConnectionDto[]) {
  const [draft, setDraft] = useState(() => savedChoices(connections));
  const [seen, setSeen] = useState(connections);
  if (seen !== connections) {
    // Saved elsewhere (a connection added or removed): start again from what is saved.
    setSeen(connections);
    setDraft(savedChoices(connections));
  }

  const toggle = (choice: ModelChoice, on: boolean) =>
    setDraft((d) => {
      const enabled = new Map(d.enabled);
      const id = modelIdOf(choice.connectionId, choice.model);
      if (on) enabled.set(id, choice);
      else enabled.delete(id);
      return { enabled, defaultId: !on && d.defaultId === id ? null : d.defaultId };
    });
  const setVision = (id: string, vision: boolean) =>
    setDraft((d) => {
      const current = d.enabled.get(id);
      return current ? { ...d, enabled: new Map(d.enabled).set(id, { ...current, vision }) } : d;
    });
  const setDefault = (id: string | null) => setDraft((d) => ({ ...d, defaultId: id }));

  const body: EnableModelsBody = {
    enabled: [...draft.enabled.values()].map((c) => ({ id: c.model, connectionId: c.connectionId, vision: c.vision })),
    defaultId: draft.defaultId && draft.enabled.has(draft.defaultId) ? draft.defaultId : null,
  };
  return { enabled: draft.enabled, defaultId: draft.defaultId, toggle, setVision, setDefault, body };
}
