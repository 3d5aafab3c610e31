import { embed, embedMany, type EmbeddingModel } from 'ai';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { PROVIDERS, type AiProviderRecord } from '../../ai/providers';
import type { Database, Db } from '../../db/database';
import { knowledgePassages } from '../../db/schema/knowledge';
import type { AppContext } from '../../lib/context';
import { retrievePassages, selectPassages, type RetrievedPassage } from './knowledge.queries';

type Log = { warn(msg: string): void; error(obj: object, msg: string): void };

export const NO_VECTOR_WARNING = 'knowledge: the database has no pgvector extension; retrieval ranks by full text alone';

/** The embedding model of a database's app, with what is being embedded off the requests. */
type Embeddings = { model: EmbeddingModel; modelId: string; log: Log; pending: Set<Promise<void>> };

const embeddingsOf = new WeakMap<Db, Embeddings>();
const vectorChecks = new WeakMap<Database, Promise<boolean>>();

/** Passages embedded per call to the provider. */
const EMBED_BATCH = 64;
/** Passages each ranking (by meaning, by words) offers to the fusion. */
const FUSED = 50;
/** Reciprocal rank fusion's constant: a passage scores 1 / (60 + its rank) in each list. */
const RRF_K = 60;
/** Passages farther than this cosine distance from the question are not near in meaning (similarity under 0.3). */
const MAX_DISTANCE = 0.7;
const EMBED_TIMEOUT_MS = 30_000;
const QUESTION_TIMEOUT_MS = 5_000;

/**
 * The vectors' table, made by code rather than by a migration: the migrations apply on a PostgreSQL
 * without pgvector too. One row per passage (removed with it) and the model that made it.
 */
async function createVectorTable(db: Db) {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS vector`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS knowledge_embeddings (
    passage_id uuid PRIMARY KEY REFERENCES knowledge_passages(id) ON DELETE CASCADE,
    product_id uuid NOT NULL,
    model text NOT NULL,
    embedding vector NOT NULL)`);
  await db.execute(sql`CREATE INDEX IF NOT EXISTS knowledge_embeddings_product_idx ON knowledge_embeddings (product_id, model)`);
}

/**
 * Whether the database holds vectors: pgvector created (PGlite ships it) and the table made. Tried
 * once per database; when it fails, says so once in the log and the process ranks by full text alone.
 */
export function vectorSupport(database: Database, log: Log): Promise<boolean> {
  let check = vectorChecks.get(database);
  if (!check) {
    check = createVectorTable(database.db).then(
      () => true,
      () => {
        log.warn(NO_VECTOR_WARNING);
        return false;
      },
    );
    vectorChecks.set(database, check);
  }
  return check;
}

/**
 * At start-up: when AI_EMBEDDING_MODEL names a model of a provider that offers embeddings and the
 * database has pgvector, passages are embedded as they are written and retrieval ranks by meaning too.
 */
export async function startKnowledgeEmbeddings(ctx: AppContext, log: Log) {
  const { config } = ctx;
  if (!config.AI_EMBEDDING_MODEL) return;
  const provider: AiProviderRecord = PROVIDERS[config.AI_PROVIDER];
  if (!provider.embeddingModel) {
    log.warn(`knowledge: AI_PROVIDER=${config.AI_PROVIDER} offers no embedding model; AI_EMBEDDING_MODEL is ignored`);
    return;
  }
  if (!(await vectorSupport(ctx.database, log))) return;
  const model = await provider.embeddingModel({ model: config.AI_EMBEDDING_MODEL, baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY });
  embeddingsOf.set(ctx.database.db, { model, modelId: `${config.AI_PROVIDER}:${config.AI_EMBEDDING_MODEL}`, log, pending: new Set() });
}

const vectorLiteral = (values: number[]) => `[${values.join(',')}]`;

/** What a passage is embedded from: its heading and its text. */
const passageInput = (p: { heading: string; text: string }) => (p.heading ? `${p.heading}\n\n${p.text}` : p.text);

async function embedItems(db: Db, e: Embeddings, itemIds: string[]) {
  const passages = await db
    .select({
      id: knowledgePassages.id,
      productId: knowledgePassages.productId,
      heading: knowledgePassages.heading,
      text: knowledgePassages.text,
    })
    .from(knowledgePassages)
    .leftJoin(
      sql`knowledge_embeddings`,
      and(sql`knowledge_embeddings.passage_id = ${knowledgePassages.id}`, sql`knowledge_embeddings.model = ${e.modelId}`),
    )
    .where(and(inArray(knowledgePassages.itemId, itemIds), isNull(sql`knowledge_embeddings.passage_id`)))
    .orderBy(knowledgePassages.itemId, knowledgePassages.ordinal);
  for (let i = 0; i < passages.length; i += EMBED_BATCH) {
    const batch = passages.slice(i, i + EMBED_BATCH);
    const { embeddings } = await embedMany({
      model: e.model,
      values: batch.map(passageInput),
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(EMBED_TIMEOUT_MS),
    });
    const rows = batch.map(
      (p, n) => sql`(${p.id}::uuid, ${p.productId}::uuid, ${e.modelId}, ${vectorLiteral(embeddings[n] ?? [])}::vector)`,
    );
    // Passages rewritten meanwhile are gone: only those still there get their vector.
    await db.execute(sql`INSERT INTO knowledge_embeddings (passage_id, product_id, model, embedding)
      SELECT v.passage_id, v.product_id, v.model, v.embedding
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(passage_id, product_id, model, embedding)
      WHERE EXISTS (SELECT 1 FROM ${knowledgePassages} WHERE ${knowledgePassages.id} = v.passage_id)
      ON CONFLICT (passage_id) DO UPDATE SET model = excluded.model, embedding = excluded.embedding, product_id = excluded.product_id`);
  }
}

/**
 * After passages are written (the transaction committed): the items' passages not embedded yet are,
 * in batches, off the request. A failure is logged; those passages are then found by their words alone.
 */
export function embedPassagesLater(ctx: AppContext, items: { id: string }[]) {
  const e = embeddingsOf.get(ctx.database.db);
  if (!e || items.length === 0) return;
  const run = embedItems(ctx.database.db, e, [...new Set(items.map((i) => i.id))])
    .catch((err: unknown) => e.log.error({ err }, 'knowledge: passages not embedded'))
    .finally(() => e.pending.delete(run));
  e.pending.add(run);
}

/** Resolves once every embedding started so far has finished (tests, shutdown). */
export async function embeddingsSettled(db: Db) {
  const e = embeddingsOf.get(db);
  while (e && e.pending.size > 0) await Promise.all(e.pending);
}

type Question = { productId: string; userId: string; question: string; limit?: number };

/** The ids of the product's passages nearest the question in meaning, nearest first (none when it has no vectors). */
async function nearestPassages(db: Db, e: Embeddings, { productId, question }: Question): Promise<string[]> {
  const any = await db.execute(sql`SELECT 1 FROM knowledge_embeddings WHERE product_id = ${productId} AND model = ${e.modelId} LIMIT 1`);
  if ((any as unknown as { rows: unknown[] }).rows.length === 0) return [];
  const { embedding } = await embed({
    model: e.model,
    value: question.slice(0, 2000),
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(QUESTION_TIMEOUT_MS),
  });
  const target = sql`${vectorLiteral(embedding)}::vector`;
  const rows = await db.execute(sql`SELECT passage_id AS id FROM knowledge_embeddings
    WHERE product_id = ${productId} AND model = ${e.modelId} AND vector_dims(embedding) = ${embedding.length}
      AND (embedding <=> ${target}) <= ${MAX_DISTANCE}
    ORDER BY embedding <=> ${target}, passage_id
    LIMIT ${FUSED}`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** Reciprocal rank fusion of ranked lists of ids: each id scores the sum of 1 / (k + its rank) over the lists. */
export function fuseRanks(lists: string[][], k = RRF_K): Map<string, number> {
  const scores = new Map<string, number>();
  for (const list of lists) list.forEach((id, i) => scores.set(id, (scores.get(id) ?? 0) + 1 / (k + i + 1)));
  return scores;
}

/**
 * The product's passages for a question: by full text alone (`retrievePassages`) when there are no
 * vectors (no pgvector, no embedding model, nothing embedded yet); else the full-text ranking and the
 * ranking by cosine distance to the question's vector, fused by reciprocal rank (k = 60). Both are
 * scoped by the product and its owner.
 */
export async function retrieveKnowledge(db: Db, args: Question): Promise<RetrievedPassage[]> {
  const limit = args.limit ?? 6;
  const e = embeddingsOf.get(db);
  if (!e || !args.question.trim()) return retrievePassages(db, args);
  const [byWords, byMeaning] = await Promise.all([
    retrievePassages(db, { ...args, limit: FUSED }),
    nearestPassages(db, e, args).catch((err: unknown) => {
      e.log.error({ err }, 'knowledge: question not embedded; ranked by full text alone');
      return [];
    }),
  ]);
  if (byMeaning.length === 0) return byWords.slice(0, limit);
  const scores = fuseRanks([byWords.map((p) => p.id), byMeaning]);
  const best = [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([id]) => id);
  const found = await selectPassages(
    db,
    args,
    sql.join(
      best.map((id) => sql`${id}::uuid`),
      sql`, `,
    ),
  );
  return found.map((p) => ({ ...p, rank: scores.get(p.id) ?? 0 })).sort((a, b) => b.rank - a.rank || a.id.localeCompare(b.id));
}
