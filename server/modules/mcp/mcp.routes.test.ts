import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatedTokenDto } from '../../../common/tokens';
import { buildDocument, buildUser, type SignedIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { MCP_TOOLS } from './mcp.tools';

const t = useTestApp();

let base = '';
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function tokenOf(user: SignedIn, scope: 'read' | 'write') {
  const res = await user.post('/api/tokens', { name: `MCP ${scope}`, scope });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedTokenDto;
}

/** The official SDK's client over Streamable HTTP, against the app listening on a port. */
async function connect(token: string) {
  base ||= await t.app.listen({ port: 0, host: '127.0.0.1' });
  const client = new Client({ name: 'northstar-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] };
const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as ToolAnswer;
const textOf = (answer: ToolAnswer) => answer.content.map((part) => part.text).join('\n');

describe('the MCP server', () => {
  it("lists its tools, and searches, lists and reads only the token user's documents", async () => {
    const pm = await buildUser(t);
    const other = await buildUser(t);
    const mine = await buildDocument(pm, {
      title: 'Checkout revamp',
      type: 'enhance',
      content: '<h2>Goals</h2><p>Faster checkout for returning buyers</p>',
    });
    const theirs = await buildDocument(other, { title: 'Checkout secrets', type: 'enhance', content: '<p>Their checkout plan</p>' });
    const client = await connect((await tokenOf(pm, 'read')).token);

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOLS].sort());

    const found = textOf(await call(client, 'search', { query: 'checkout' }));
    expect(found).toContain(mine.id);
    expect(found).not.toContain(theirs.id);

    const listed = textOf(await call(client, 'list_documents', {}));
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);

    const read = await call(client, 'get_document', { id: mine.id });
    expect(read.isError).toBeFalsy();
    expect(textOf(read)).toContain('# Checkout revamp');
    expect(textOf(read)).toContain('## Goals');
    expect(textOf(read)).toContain('Faster checkout for returning buyers');

    const refused = await call(client, 'get_document', { id: theirs.id });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).not.toContain('Their checkout plan');
  });

  it('creates a document from Markdown and adds and reads product facts with a write token', async () => {
    const pm = await buildUser(t);
    const client = await connect((await tokenOf(pm, 'write')).token);

    const created = await call(client, 'create_document', { title: 'From the IDE', markdown: '## Scope\n\n- Sign-up\n- **Billing**\n' });
    expect(created.isError, textOf(created)).toBeFalsy();
    const { id } = JSON.parse(textOf(created)) as { id: string };
    const doc = (await pm.get(`/api/documents/${id}`)).json() as { title: string; content: string };
    expect(doc.title).toBe('From the IDE');
    expect(doc.content).toContain('<h2>Scope</h2>');
    expect(doc.content).toContain('<strong>Billing</strong>');

    const product = (await pm.post('/api/products', { name: 'Payments' })).json() as { id: string };
    const added = await call(client, 'add_fact', { key: 'pricing', value: 'Per seat', productId: product.id });
    expect(added.isError, textOf(added)).toBeFalsy();
    expect(textOf(await call(client, 'get_facts', { productId: product.id }))).toContain('Per seat');
    const facts = (await pm.get(`/api/products/${product.id}/facts`)).json() as { key: string }[];
    expect(facts.map((fact) => fact.key)).toEqual(['pricing']);

    const bad = await call(client, 'add_fact', { key: 'pricing', value: 'x' });
    expect(bad.isError).toBe(true);
  });

  it('proposes edits as suggestions, as POST /api/documents/:id/suggestions does', async () => {
    const pm = await buildUser(t);
    const doc = await buildDocument(pm, {
      title: 'Checkout',
      type: 'enhance',
      content: '<h2>Goals</h2><p>Make checkout fast and easy.</p><h2>Metrics</h2><p>Improve conversion.</p>',
    });
    const client = await connect((await tokenOf(pm, 'write')).token);
    const proposed = await call(client, 'suggest_edits', { id: doc.id, instruction: 'Make the goals measurable' });
    expect(proposed.isError, textOf(proposed)).toBeFalsy();
    const answered = JSON.parse(textOf(proposed)) as { id: string }[];
    expect(answered.length).toBeGreaterThan(0);
    const pending = (await pm.get(`/api/documents/${doc.id}/suggestions`)).json() as { id: string }[];
    expect(pending.map((s) => s.id).sort()).toEqual(answered.map((s) => s.id).sort());
  });

  it("refuses a read token's write tools and writes nothing", async () => {
    const pm = await buildUser(t);
    const client = await connect((await tokenOf(pm, 'read')).token);
    const refused = await call(client, 'create_document', { title: 'Nope', markdown: 'text' });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('read-only');
    expect((await pm.get('/api/documents')).json()).toEqual([]);
  });

  it('answers 401 without a token, and refuses a revoked token', async () => {
    const pm = await buildUser(t);
    const { id, token } = await tokenOf(pm, 'read');
    await connect(token);
    expect((await pm.request('DELETE', `/api/tokens/${id}`)).statusCode).toBe(200);
    await expect(connect(token)).rejects.toThrow(/401|not valid/);

    const bare = await fetch(new URL('/mcp', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toContain('Bearer');
    // Stateless: no stream to open or session to end.
    const live = (await tokenOf(pm, 'read')).token;
    const stream = await fetch(new URL('/mcp', base), { headers: { authorization: `Bearer ${live}`, accept: 'text/event-stream' } });
    expect(stream.status).toBe(405);
  });
});
