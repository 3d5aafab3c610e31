import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText, splitPostedContent } from '../../common/messages';
import { createAgent, signIn } from '../test/agent';
import { openTestDatabase, startTestApp, type TestAppState } from '../test/harness';
import { migrationsFolder, type Database } from './database';
import { messages } from './schema/documents';

/** The migrations before the chat store (0000 to 0009), copied apart with their journal cut there. */
function migrationsBeforeChatStore(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'northstar-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  for (const entry of journal.entries.filter((e) => e.idx >= 10)) rmSync(path.join(dir, `${entry.tag}.sql`));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < 10) }));
  return dir;
}

async function migrateBeforeChatStore(database: Database) {
  const migrationsFolder = migrationsBeforeChatStore();
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  rmSync(migrationsFolder, { recursive: true });
}

const ANN = '00000000-0000-4000-8000-00000000a001';
const BOB = '00000000-0000-4000-8000-00000000b001';
const DOC = '00000000-0000-4000-8000-00000000d001';
const DESIGN = '00000000-0000-4000-8000-00000000e001';
const IMAGE_URL = '/uploads/11111111-1111-4111-8111-111111111111.png';
const FILE_URL = '/uploads/22222222-2222-4222-8222-222222222222.pdf';

type OldRow = { id: string; role: 'user' | 'assistant'; content: string; isQuestion?: boolean; cut?: boolean };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A document chat as the old store held it: a context block, a guided answer, uploads, a cut reply. */
const DOC_ROWS: OldRow[] = [
  { id: id(1), role: 'user', content: 'product_name: Acme\ntarget_audience: small teams\n\nHow should we price it?' },
  { id: id(2), role: 'assistant', content: 'Start with **one** plan.', cut: true },
  { id: id(3), role: 'user', content: 'Small teams of designers', isQuestion: true },
  { id: id(4), role: 'user', content: `![Uploaded Image](${IMAGE_URL})` },
  { id: id(5), role: 'user', content: `[Uploaded file: Q3 spec (final).pdf](${FILE_URL})` },
  { id: id(6), role: 'user', content: 'note: not a block\nbecause no blank line follows' },
  { id: id(7), role: 'assistant', content: 'Noted.' },
];
/** A design chat as `design_messages` held it: the analysis, a question, a cut reply. */
const DESIGN_ROWS: OldRow[] = [
  { id: id(11), role: 'assistant', content: '## Analysis\nThe contrast is low.' },
  { id: id(12), role: 'user', content: 'What about the buttons?' },
  { id: id(13), role: 'assistant', content: 'They are too small', cut: true },
];
const at = (n: number) => new Date(Date.UTC(2026, 2, 1, 9, 0, n)).toISOString();

async function insertOldRows(database: Database) {
  const db = database.db;
  await db.execute(
    sql`INSERT INTO users (id, email, otp_verified) VALUES (${ANN}, 'ann@example.com', true), (${BOB}, 'bob@example.com', true)`,
  );
  await db.execute(sql`INSERT INTO documents (id, user_id, title, type) VALUES (${DOC}, ${ANN}, 'Pricing', 'explore')`);
  await db.execute(sql`INSERT INTO designs (id, user_id, title) VALUES (${DESIGN}, ${ANN}, 'Onboarding')`);
  // Interleaved in time, so that each chat's order is its own.
  for (const [i, m] of DOC_ROWS.entries()) {
    await db.execute(sql`INSERT INTO messages (id, document_id, role, content, is_question, cut, created_at)
      VALUES (${m.id}, ${DOC}, ${m.role}, ${m.content}, ${m.isQuestion ?? false}, ${m.cut ?? false}, ${at(i * 2)})`);
    const d = DESIGN_ROWS[i];
    if (d) {
      await db.execute(sql`INSERT INTO design_messages (id, design_id, role, content, cut, created_at)
        VALUES (${d.id}, ${DESIGN}, ${d.role}, ${d.content}, ${d.cut ?? false}, ${at(i * 2 + 1)})`);
    }
  }
}

/** What the chat answered for an old row before the migration, with the context block now beside the text. */
const expected = (m: OldRow, i: number, step: number, offset: number, withQuestion: boolean) => ({
  id: m.id,
  role: m.role,
  content: m.role === 'user' ? messageText(splitPostedContent(m.content).parts) : m.content,
  // A document's message says whether it answers a guided question, and (from 0020) which: none before.
  ...(withQuestion ? { isQuestion: m.isQuestion ?? false, questionKey: null } : {}),
  createdAt: at(i * step + offset),
  cut: m.cut ?? false,
  // Messages from before migrations 0015 and 0016 name no model, no usage and no vote (a design's as a document's).
  model: null,
  usage: null,
  vote: null,
  voteComment: null,
});

describe('migration 0010: one message store', () => {
  let t: TestAppState;
  let annAgent: ReturnType<typeof createAgent>;
  let bobAgent: ReturnType<typeof createAgent>;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    await migrateBeforeChatStore(opened.database);
    await insertOldRows(opened.database);
    t = await startTestApp(opened);
    annAgent = createAgent(t.app, { ip: '10.9.0.1' });
    bobAgent = createAgent(t.app, { ip: '10.9.0.2' });
    await signIn(annAgent, 'ann@example.com', t.sink.mails);
    await signIn(bobAgent, 'bob@example.com', t.sink.mails);
  });

  afterAll(async () => {
    await t.app.close();
    await t.close();
    await t.sink.close();
    await t.drop();
  });

  it('reads every document message back as before, the context block split off', async () => {
    const res = await annAgent.get(`/api/documents/${DOC}/messages`);
    expect(res.statusCode).toBe(200);
    const listed = res.json() as Record<string, unknown>[];
    expect(listed.map(({ parts: _parts, ...m }) => m)).toEqual(DOC_ROWS.map((m, i) => expected(m, i, 2, 0, true)));
    expect(listed[0]?.content).toBe('How should we price it?');
    expect(listed[3]?.content).toBe(`![Uploaded Image](${IMAGE_URL})`);
    expect(listed[5]?.content).toBe(DOC_ROWS[5]?.content);
  });

  it('reads every design message back as before, in its order', async () => {
    const res = await annAgent.get(`/api/designs/${DESIGN}/messages`);
    expect(res.statusCode).toBe(200);
    const listed = res.json() as Record<string, unknown>[];
    expect(listed.map(({ parts: _parts, ...m }) => m)).toEqual(DESIGN_ROWS.map((m, i) => expected(m, i, 2, 1, false)));
  });

  it('gives uploads file parts and keeps the facts beside the text', async () => {
    const listed = (await annAgent.get(`/api/documents/${DOC}/messages`)).json() as { parts: unknown[] }[];
    expect(listed[3]?.parts).toEqual([{ type: 'file', mediaType: 'image/png', url: IMAGE_URL }]);
    expect(listed[4]?.parts).toEqual([{ type: 'file', mediaType: 'application/pdf', url: FILE_URL, filename: 'Q3 spec (final).pdf' }]);
    expect(listed[1]?.parts).toEqual([{ type: 'text', text: 'Start with **one** plan.' }]);
    const [row] = await t.database.db
      .select({ context: messages.context })
      .from(messages)
      .where(eq(messages.id, id(1)));
    expect(row?.context).toEqual([
      { key: 'product_name', value: 'Acme', importance: 5 },
      { key: 'target_audience', value: 'small teams', importance: 4 },
    ]);
  });

  it('stores what the server would store today for every old user message', async () => {
    const rows = await t.database.db
      .select({ id: messages.id, parts: messages.parts, context: messages.context })
      .from(messages)
      .where(eq(messages.role, 'user'));
    const old = new Map([...DOC_ROWS, ...DESIGN_ROWS].map((m) => [m.id, m.content]));
    for (const row of rows) expect({ parts: row.parts, context: row.context }).toEqual(splitPostedContent(old.get(row.id) ?? ''));
  });

  it('pages both chats with cursors, and a cut reply still continues', async () => {
    const first = (await annAgent.get(`/api/designs/${DESIGN}/messages?limit=2`)).json() as { items: { id: string }[]; nextCursor: string };
    expect(first.items.map((m) => m.id)).toEqual([id(12), id(13)]);
    const rest = (await annAgent.get(`/api/designs/${DESIGN}/messages?limit=2&cursor=${first.nextCursor}`)).json() as {
      items: { id: string }[];
      nextCursor: string | null;
    };
    expect(rest).toMatchObject({ items: [{ id: id(11) }], nextCursor: null });
    const docPage = (await annAgent.get(`/api/documents/${DOC}/messages?limit=3`)).json() as { items: { id: string }[] };
    expect(docPage.items.map((m) => m.id)).toEqual([id(5), id(6), id(7)]);
    const continued = await annAgent.post(`/api/designs/${DESIGN}/continue`, {});
    expect(continued.statusCode).toBe(200);
    expect((continued.json() as { id: string; content: string }[])[0]).toMatchObject({ id: id(13) });
    expect((continued.json() as { content: string }[])[0]?.content.startsWith('They are too small')).toBe(true);
  });

  it('counts the documents and designs that were there before the counts were kept', async () => {
    expect((await annAgent.get('/api/sidebar')).json()).toMatchObject({ counts: { chats: 1, documents: 0, designs: 1 } });
    expect((await bobAgent.get('/api/sidebar')).json()).toMatchObject({ counts: { chats: 0, documents: 0, designs: 0 } });
  });

  it("answers 404 for another user's chats", async () => {
    expect((await bobAgent.get(`/api/documents/${DOC}/messages`)).statusCode).toBe(404);
    expect((await bobAgent.get(`/api/designs/${DESIGN}/messages`)).statusCode).toBe(404);
  });
});
