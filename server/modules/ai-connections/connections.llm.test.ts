import { Writable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Db } from '../../db/database';
import { createAgent } from '../../test/agent';
import { buildUser } from '../../test/factories';
import { useFakeLlmApp } from '../../test/fake-llm-app';

const KEY = 'sk-very-secret-4242424242';

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe('AI connections and a model per chat', () => {
  const { t, llm } = useFakeLlmApp();
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM ai_connections`);
    llm.fake.state.models = ['fake-model', 'fake-model-2', 'llava-fake'];
  });

  /** An admin's browser on an app that writes its log (every level) into `lines`. */
  async function loggedAdmin(lines: string[]) {
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await buildApp(t.ctx, { logger: pino({ level: 'trace' }, sink) });
    const admin = await buildUser(t, { admin: true });
    const agent = createAgent(app, { ip: '10.9.9.9' });
    for (const [name, value] of admin.jar) agent.jar.set(name, value);
    return { admin: Object.assign(agent, { close: () => app.close() }), user: admin.user };
  }

  /** Every row of every table of the app, as JSON text. */
  async function dumpTables() {
    const tables = await rowsOf<{ name: string }>(
      t.database.db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    let text = '';
    for (const { name } of tables) {
      text += JSON.stringify(await rowsOf(t.database.db, sql`SELECT row_to_json(r)::text AS row FROM ${sql.identifier(name)} r`));
    }
    return text;
  }

  it('connects, tests, enables two models, and sends each chat to its own', async () => {
    const lines: string[] = [];
    const { admin } = await loggedAdmin(lines);
    const ann = await buildUser(t);
    const answers: string[] = [];
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, body?: object) => {
      const res = await admin.request(method, url, body as never);
      answers.push(res.body);
      return res;
    };

    const added = await call('POST', '/api/admin/ai/connections', {
      provider: 'openai-compatible',
      label: 'Fake',
      baseUrl: llm.fake.baseUrl,
      apiKey: KEY,
    });
    expect(added.statusCode).toBe(201);
    const connection = added.json();
    expect(connection).toMatchObject({ provider: 'openai-compatible', label: 'Fake', baseUrl: llm.fake.baseUrl, keySet: true });

    const tested = (await call('POST', `/api/admin/ai/connections/${connection.id}/test`)).json();
    expect(tested).toEqual({
      ok: true,
      models: [
        { id: 'fake-model', vision: false },
        { id: 'fake-model-2', vision: false },
        { id: 'llava-fake', vision: true },
      ],
    });
    const listing = llm.fake.state.requests.find((r) => r.path === '/v1/models');
    expect(listing?.headers.authorization).toBe(`Bearer ${KEY}`);

    const enabled = [
      { id: 'fake-model-2', connectionId: connection.id },
      { id: 'llava-fake', connectionId: connection.id, vision: true },
    ];
    const set = await call('PUT', '/api/admin/ai/models', { enabled, defaultId: 'fake-model-2' });
    expect(set.statusCode).toBe(200);
    const models = (await ann.get('/api/ai/models')).json();
    const second = `${connection.id}:fake-model-2`;
    const llava = `${connection.id}:llava-fake`;
    expect(models).toEqual([
      { id: 'offline', label: expect.any(String), provider: 'offline', vision: false, default: false },
      { id: 'env:fake-model', label: 'fake-model', provider: 'openai-compatible', vision: false, default: false },
      { id: second, label: 'fake-model-2 (Fake)', provider: 'openai-compatible', vision: false, default: true },
      { id: llava, label: 'llava-fake (Fake)', provider: 'openai-compatible', vision: true, default: false },
    ]);

    // A chat with no model of its own goes to the default; one set to llava goes there; the env model still answers.
    const plain = (await ann.post('/api/documents', { type: 'explore' })).json();
    const picked = (await ann.post('/api/documents', { type: 'explore' })).json();
    const patched = await ann.request('PATCH', `/api/documents/${picked.id}`, { model: llava });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().model).toBe(llava);

    llm.fake.state.requests.length = 0;
    const [, first] = (await ann.post(`/api/documents/${plain.id}/messages`, { content: 'Hi' })).json();
    const [, other] = (await ann.post(`/api/documents/${picked.id}/messages`, { content: 'Hi' })).json();
    const sent = llm.fake.state.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(sent.map((r) => r.body.model)).toEqual(['fake-model-2', 'llava-fake']);
    expect(sent.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(first).toMatchObject({ model: second, usage: { inputTokens: 12, outputTokens: 4 } });
    expect(other).toMatchObject({ model: llava, usage: { inputTokens: 12, outputTokens: 4 } });
    expect((await ann.get(`/api/documents/${picked.id}/messages`)).json()[1]).toMatchObject({ model: llava });

    await ann.request('PATCH', `/api/documents/${picked.id}`, { model: 'env:fake-model' });
    llm.fake.state.requests.length = 0;
    await ann.post(`/api/documents/${picked.id}/messages`, { content: 'Again' });
    expect(llm.fake.lastBody().model).toBe('fake-model');

    const usage = (await call('GET', '/api/admin/usage?from=2026-03-01&to=2026-03-31')).json();
    expect(usage).toEqual(
      expect.arrayContaining([
        { userId: ann.user.id, email: ann.user.email, model: second, replies: 1, inputTokens: 12, outputTokens: 4 },
        { userId: ann.user.id, email: ann.user.email, model: llava, replies: 1, inputTokens: 12, outputTokens: 4 },
        { userId: ann.user.id, email: ann.user.email, model: 'env:fake-model', replies: 1, inputTokens: 12, outputTokens: 4 },
      ]),
    );
    expect((await call('GET', '/api/admin/usage?from=2026-04-01&to=2026-04-30')).json()).toEqual([]);

    const listed = (await call('GET', '/api/admin/ai/connections')).json();
    expect(listed.map((c: { id: string; readOnly: boolean }) => [c.id, c.readOnly])).toEqual([
      ['env', true],
      [connection.id, false],
    ]);

    // The key is in no answer, no log line and no database row in clear.
    const rows = await dumpTables();
    expect(rows).toContain(connection.id);
    expect(lines.length).toBeGreaterThan(0);
    for (const text of [...answers, ...lines, rows]) expect(text).not.toContain(KEY);

    expect((await call('DELETE', `/api/admin/ai/connections/${connection.id}`)).statusCode).toBe(200);
    expect((await ann.get('/api/ai/models')).json().map((m: { id: string }) => m.id)).toEqual(['offline', 'env:fake-model']);
    // A chat whose model was removed goes back to the default.
    await ann.request('PATCH', `/api/documents/${plain.id}`, { model: 'offline' });
    await admin.close();
  });

  it("refuses non-admins, unknown models, bad input and another user's chat", async () => {
    const ann = await buildUser(t);
    const bob = await buildUser(t);
    const admin = await buildUser(t, { admin: true });
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/ai/connections'],
      ['POST', '/api/admin/ai/connections', { provider: 'openai', label: 'x', apiKey: 'k' }],
      ['DELETE', `/api/admin/ai/connections/${id}`],
      ['POST', `/api/admin/ai/connections/${id}/test`],
      ['PUT', '/api/admin/ai/models', { enabled: [], defaultId: null }],
      ['GET', '/api/admin/usage'],
    ];
    for (const [method, url, body] of calls) expect((await ann.request(method as 'GET', url, body as never)).statusCode).toBe(403);
    const count = async () => (await rowsOf(t.database.db, sql`SELECT count(*)::int AS n FROM ai_connections`))[0];
    expect(await count()).toEqual({ n: 0 });

    const bad = await admin.post('/api/admin/ai/connections', { provider: 'openai-compatible', label: 'No address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/baseUrl/);
    expect((await admin.post('/api/admin/ai/connections', { provider: 'anthropic', label: 'No key' })).statusCode).toBe(400);
    expect(await count()).toEqual({ n: 0 });
    expect((await admin.request('PUT', '/api/admin/ai/models', { enabled: [{ id: 'm', connectionId: id }] } as never)).statusCode).toBe(
      400,
    );
    expect((await admin.post(`/api/admin/ai/connections/${id}/test`)).statusCode).toBe(404);

    const doc = (await ann.post('/api/documents', { type: 'explore' })).json();
    const unknown = await ann.request('PATCH', `/api/documents/${doc.id}`, { model: 'gpt-nope' } as never);
    expect(unknown.statusCode).toBe(400);
    expect((await bob.request('PATCH', `/api/documents/${doc.id}`, { model: 'offline' } as never)).statusCode).toBe(404);
    expect((await ann.get(`/api/documents/${doc.id}`)).json().model).toBeNull();
  });

  it('says why a connection cannot list its models', async () => {
    const admin = await buildUser(t, { admin: true });
    const made = (
      await admin.post('/api/admin/ai/connections', { provider: 'openai', label: 'Proxy', baseUrl: llm.fake.baseUrl, apiKey: 'wrong' })
    ).json();
    llm.fake.state.mode = '401';
    const res = (await admin.post(`/api/admin/ai/connections/${made.id}/test`)).json();
    expect(res).toEqual({ ok: false, models: [], error: 'The provider refused the API key' });
  });

  it("lists an Anthropic connection's models with its key and API version, and answers a chat through the messages API", async () => {
    const admin = await buildUser(t, { admin: true });
    const ann = await buildUser(t);
    const body = { provider: 'anthropic', label: 'Claude', baseUrl: llm.fake.baseUrl, apiKey: KEY };
    const made = (await admin.post('/api/admin/ai/connections', body)).json();
    llm.fake.state.models = ['claude-sonnet-4-5', 'claude-3-5-haiku-latest'];
    const tested = (await admin.post(`/api/admin/ai/connections/${made.id}/test`)).json();
    expect(tested.models).toEqual([
      { id: 'claude-3-5-haiku-latest', vision: true },
      { id: 'claude-sonnet-4-5', vision: true },
    ]);
    const listing = llm.fake.state.requests.find((r) => r.path.startsWith('/v1/models'));
    expect(listing?.headers).toMatchObject({ 'x-api-key': KEY, 'anthropic-version': '2023-06-01' });

    await admin.request('PUT', '/api/admin/ai/models', { enabled: [{ id: 'claude-sonnet-4-5', connectionId: made.id }] } as never);
    const doc = (await ann.post('/api/documents', { type: 'explore' })).json();
    await ann.request('PATCH', `/api/documents/${doc.id}`, { model: `${made.id}:claude-sonnet-4-5` } as never);
    const [, reply] = (await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Hi' })).json();
    expect(llm.fake.state.requests.at(-1)).toMatchObject({ path: '/v1/messages', body: { model: 'claude-sonnet-4-5' } });
    expect(reply).toMatchObject({ model: `${made.id}:claude-sonnet-4-5`, usage: { inputTokens: 10, outputTokens: 5 } });
  });
});
