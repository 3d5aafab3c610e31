import { ENV_CONNECTION_ID, guessVision, modelIdOf, OFFLINE_MODEL_ID, type AiModelDto } from '../../../common/ai-models';
import { createModelEngine, type EngineOptions } from '../../ai/engine';
import { createOfflineEngine } from '../../ai/offline/offline-engine';
import { PROVIDERS, readsImages } from '../../ai/providers';
import type { AiEngine } from '../../ai/types';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Sealer } from '../../lib/secrets';
import * as q from './connections.queries';
import { baseUrlOf } from './provider-models';

/** The engine a reply is written by, and the id of its model (recorded on the reply). */
export type ModelChoice = { engine: AiEngine; modelId: string };

export type ModelRouter = {
  /** The models a chat may use, the offline engine included; `default` marks the one a chat without its own uses. */
  catalog(db: Db): Promise<AiModelDto[]>;
  /** The engine of a chat's model; a chat with none, or with one no longer enabled, gets the default. */
  engineFor(db: Db, modelId: string | null | undefined): Promise<ModelChoice>;
};

const OFFLINE_LABEL = 'Offline engine (rule-based)';
/** Engines kept built, one per connection, model and key; the oldest goes past this many. */
const CACHE_SIZE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `<connection>:<model>` split at its first colon (model names may hold colons, `llama3.2:1b`). */
const parseId = (id: string) => {
  const at = id.indexOf(':');
  const connectionId = id.slice(0, at);
  return at < 0 || !UUID.test(connectionId) ? undefined : { connectionId, model: id.slice(at + 1) };
};

/**
 * Picks each chat's engine: the offline engine, the environment's model (`ctx.ai`, from AI_PROVIDER),
 * or an enabled model of an admin's connection, built with its decrypted key and kept per connection,
 * model and key, so a changed key builds a new one and nothing is shared between app servers but the database.
 */
export { parseId as parseModelId };

export function createModelRouter(config: Config, envEngine: AiEngine, sealer: Sealer, opts: EngineOptions = {}): ModelRouter {
  const offline = envEngine.info.engine === 'offline' ? envEngine : createOfflineEngine();
  const envModel = envEngine.info.engine === 'llm' ? modelIdOf(ENV_CONNECTION_ID, envEngine.info.model) : undefined;
  const built = new Map<string, Promise<AiEngine>>();

  function cached(row: q.ModelRow, connection: q.ConnectionRow): Promise<AiEngine> {
    const key = JSON.stringify([connection.id, row.model, row.vision, connection.baseUrl, connection.apiKeySealed]);
    let engine = built.get(key);
    if (!engine) {
      engine = createModelEngine(
        config,
        {
          provider: connection.provider,
          model: row.model,
          baseURL: baseUrlOf(connection.provider, connection.baseUrl) || undefined,
          apiKey: connection.apiKeySealed ? sealer.open(connection.apiKeySealed) : undefined,
          vision: row.vision,
        },
        opts,
      );
      engine.catch(() => built.delete(key));
      if (built.size >= CACHE_SIZE) built.delete(built.keys().next().value as string);
      built.set(key, engine);
    }
    return engine;
  }

  async function defaultChoice(db: Db): Promise<ModelChoice> {
    const found = await q.getDefaultModel(db);
    if (found) return { engine: await cached(found.model, found.connection), modelId: modelIdOf(found.connection.id, found.model.model) };
    return envModel ? { engine: envEngine, modelId: envModel } : { engine: offline, modelId: OFFLINE_MODEL_ID };
  }

  return {
    async catalog(db) {
      const [rows, connections] = await Promise.all([q.listModels(db), q.listConnections(db)]);
      const byId = new Map(connections.map((c) => [c.id, c]));
      const chosen = rows.find((r) => r.isDefault);
      const defaultId = chosen ? modelIdOf(chosen.connectionId, chosen.model) : (envModel ?? OFFLINE_MODEL_ID);
      const list: AiModelDto[] = [{ id: OFFLINE_MODEL_ID, label: OFFLINE_LABEL, provider: 'offline', vision: false, default: false }];
      if (envModel && envEngine.info.engine === 'llm') {
        const provider = envEngine.info.provider as keyof typeof PROVIDERS;
        const vision = PROVIDERS[provider] ? readsImages(PROVIDERS[provider], envEngine.info.model) : guessVision(envEngine.info.model);
        list.push({ id: envModel, label: envEngine.info.model, provider, vision, default: false });
      }
      for (const row of rows) {
        const connection = byId.get(row.connectionId);
        if (!connection) continue;
        const id = modelIdOf(row.connectionId, row.model);
        list.push({ id, label: `${row.model} (${connection.label})`, provider: connection.provider, vision: row.vision, default: false });
      }
      return list.map((m) => ({ ...m, default: m.id === defaultId }));
    },

    async engineFor(db, modelId) {
      if (modelId === OFFLINE_MODEL_ID) return { engine: offline, modelId: OFFLINE_MODEL_ID };
      if (modelId && modelId === envModel) return { engine: envEngine, modelId: envModel };
      const parsed = modelId ? parseId(modelId) : undefined;
      if (parsed) {
        const found = await q.getModelWithConnection(db, parsed.connectionId, parsed.model);
        if (found) return { engine: await cached(found.model, found.connection), modelId: modelIdOf(parsed.connectionId, parsed.model) };
      }
      return defaultChoice(db);
    },
  };
}
