import {
  ENV_CONNECTION_ID,
  guessVision,
  modelIdOf,
  OFFLINE_MODEL_ID,
  type ConnectionDto,
  type CreateConnectionBody,
  type EnableModelsBody,
} from '../../../common/ai-models';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import * as q from './connections.queries';
import { fetchModelIds, ModelListError } from './provider-models';

export const CONNECTION_NOT_FOUND = 'AI connection not found';

/** The environment's connection (AI_PROVIDER, AI_MODEL, AI_API_KEY), shown read-only; none with the offline engine. */
function envConnection(ctx: AppContext): ConnectionDto | undefined {
  const { config } = ctx;
  if (config.AI_PROVIDER === 'offline' || ctx.ai.info.engine !== 'llm') return undefined;
  const model = ctx.ai.info.model;
  return {
    id: ENV_CONNECTION_ID,
    provider: config.AI_PROVIDER,
    label: 'From the environment (AI_PROVIDER)',
    baseUrl: config.AI_BASE_URL ?? null,
    keySet: Boolean(config.AI_API_KEY),
    readOnly: true,
    models: [{ id: modelIdOf(ENV_CONNECTION_ID, model), model, vision: false, default: false }],
  };
}

/** Every connection as the admin area shows it: never a key, only `keySet`. */
export async function listConnections(ctx: AppContext): Promise<ConnectionDto[]> {
  const db = ctx.database.db;
  const [rows, models, catalog] = await Promise.all([q.listConnections(db), q.listModels(db), ctx.models.catalog(db)]);
  const defaultId = catalog.find((m) => m.default)?.id;
  const env = envConnection(ctx);
  const envModels = env?.models.map((m) => ({
    ...m,
    vision: catalog.find((c) => c.id === m.id)?.vision ?? false,
    default: m.id === defaultId,
  }));
  return [
    ...(env && envModels ? [{ ...env, models: envModels }] : []),
    ...rows.map((row) => ({
      ...toDto(row),
      models: models
        .filter((m) => m.connectionId === row.id)
        .map((m) => ({ id: modelIdOf(row.id, m.model), model: m.model, vision: m.vision, default: m.isDefault })),
    })),
  ];
}

const toDto = (row: q.ConnectionRow): ConnectionDto => ({
  id: row.id,
  provider: row.provider,
  label: row.label,
  baseUrl: row.baseUrl,
  keySet: row.apiKeySealed !== null,
  readOnly: false,
  models: [],
});

/** A new connection, its key sealed before it is written. */
export async function addConnection(ctx: AppContext, body: CreateConnectionBody): Promise<ConnectionDto> {
  const row = await q.insertConnection(ctx.database.db, {
    provider: body.provider,
    label: body.label,
    baseUrl: body.baseUrl ?? null,
    apiKeySealed: body.apiKey ? ctx.sealer.seal(body.apiKey) : null,
  });
  return toDto(row);
}

export async function removeConnection(ctx: AppContext, id: string) {
  if (!(await q.deleteConnection(ctx.database.db, id))) throw notFound(CONNECTION_NOT_FOUND);
}

/** The provider's models, each with whether its name says it sees images; a provider's refusal is `ok: false`, not an error. */
export async function testConnection(ctx: AppContext, id: string) {
  const row = await q.getConnection(ctx.database.db, id);
  if (!row) throw notFound(CONNECTION_NOT_FOUND);
  try {
    const apiKey = row.apiKeySealed ? ctx.sealer.open(row.apiKeySealed) : undefined;
    const ids = await fetchModelIds({ provider: row.provider, baseUrl: row.baseUrl, apiKey });
    return { ok: true, models: ids.map((m) => ({ id: m, vision: guessVision(m) })) };
  } catch (err) {
    if (err instanceof ModelListError) return { ok: false, models: [], error: err.message };
    throw err;
  }
}

/**
 * The enabled models replaced by the list, and the default set: `defaultId` names a model of the list
 * (`<connection>:<model>`, or its bare name when one model of the list has it). The offline engine or
 * the environment's model as default means no admin model is.
 */
export async function setModels(ctx: AppContext, body: EnableModelsBody) {
  const db = ctx.database.db;
  const connections = new Set((await q.listConnections(db)).map((c) => c.id));
  const unknown = body.enabled.find((m) => !connections.has(m.connectionId));
  if (unknown) throw badRequest(`There is no connection ${unknown.connectionId}`, 'unknown_connection');
  const rows = [...new Map(body.enabled.map((m) => [modelIdOf(m.connectionId, m.id), m])).values()];
  const isDefault = defaultMatcher(body.defaultId ?? null, rows);
  await q.replaceModels(
    db,
    rows.map((m) => ({ connectionId: m.connectionId, model: m.id, vision: m.vision ?? guessVision(m.id), isDefault: isDefault(m) })),
  );
  return ctx.models.catalog(db);
}

type Enabled = EnableModelsBody['enabled'][number];

/** Which enabled model `defaultId` names; 400 when it names none of them, the offline engine or the environment's model. */
function defaultMatcher(defaultId: string | null, rows: Enabled[]): (m: Enabled) => boolean {
  if (!defaultId || defaultId === OFFLINE_MODEL_ID || defaultId.startsWith(`${ENV_CONNECTION_ID}:`)) return () => false;
  const exact = rows.filter((m) => modelIdOf(m.connectionId, m.id) === defaultId);
  const byName = rows.filter((m) => m.id === defaultId);
  const named = exact.length === 1 ? exact[0] : byName.length === 1 ? byName[0] : undefined;
  if (!named) throw badRequest('defaultId must name one of the enabled models', 'unknown_model');
  return (m) => m === named;
}
