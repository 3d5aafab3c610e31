import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildUser } from '../../test/factories';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';

const PRD = '<h2>Goals</h2><p>Make checkout fast.</p><h2>Risks</h2><p>None yet.</p>';

const screen = () =>
  sharp({ create: { width: 390, height: 844, channels: 3, background: '#f0f0f0' } })
    .png()
    .toBuffer();

describe('every AI call goes to the chat’s model, else the default', () => {
  const { t, llm } = useFakeLlmApp();
  /** The models the admin enabled: `plain` is the default, `llava` sees images. */
  const ids = { plain: '', llava: '' };

  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM ai_connections`);
    llm.fake.state.models = ['fake-model-2', 'llava-fake'];
    const admin = await buildUser(t, { admin: true });
    const connection = (
      await admin.post('/api/admin/ai/connections', {
        provider: 'openai-compatible',
        label: 'Fake',
        baseUrl: llm.fake.baseUrl,
        apiKey: 'k',
      })
    ).json();
    const enabled = [
      { id: 'fake-model-2', connectionId: connection.id },
      { id: 'llava-fake', connectionId: connection.id, vision: true },
    ];
    expect((await admin.request('PUT', '/api/admin/ai/models', { enabled, defaultId: 'fake-model-2' })).statusCode).toBe(200);
    ids.plain = `${connection.id}:fake-model-2`;
    ids.llava = `${connection.id}:llava-fake`;
    llm.fake.state.requests.length = 0;
  });

  /** The models named by the provider calls made since the last look. */
  const calledModels = () => {
    const models = llm.fake.state.requests.filter((r) => r.path === '/v1/chat/completions').map((r) => r.body.model);
    llm.fake.state.requests.length = 0;
    return models;
  };

  it('sends an analysis, suggested edits and a title to the document’s model, and a document without one to the default', async () => {
    const { ann } = await twoUsers(t);
    const plain = (await ann.post('/api/documents', { title: 'Checkout', content: PRD, type: 'enhance' })).json();
    const picked = (await ann.post('/api/documents', { title: 'Checkout', content: PRD, type: 'enhance' })).json();
    expect((await ann.request('PATCH', `/api/documents/${picked.id}`, { model: ids.llava })).statusCode).toBe(200);

    const analysis = await ann.post(`/api/documents/${picked.id}/feedback`);
    expect(analysis.statusCode).toBe(200);
    expect(calledModels()).toEqual(['llava-fake']);
    // The saved review names its model and the prompt it was written under.
    expect(analysis.json().messages[0]).toMatchObject({ model: ids.llava });
    const found = await t.database.db.execute(sql`SELECT prompt FROM messages WHERE document_id = ${picked.id}`);
    const [saved] = (found as unknown as { rows: { prompt: string }[] }).rows;
    expect(saved?.prompt).toMatch(/^document_feedback#/);

    await ann.post(`/api/documents/${plain.id}/feedback`);
    expect(calledModels()).toEqual(['fake-model-2']);

    llm.fake.state.chunks = [JSON.stringify({ suggestions: [] })];
    expect((await ann.post(`/api/documents/${picked.id}/suggestions`, { instruction: 'sharpen the goals' })).statusCode).toBe(200);
    expect(calledModels()).toEqual(['llava-fake']);

    llm.fake.state.chunks = ['Checkout speed'];
    expect((await ann.post(`/api/documents/${picked.id}/generate-title`, { content: 'Make checkout faster' })).statusCode).toBe(200);
    expect(calledModels()).toEqual(['llava-fake']);
  });

  /** A design of `agent`'s with a screenshot. */
  async function designOf(agent: Agent) {
    const form = multipartBody('file', await screen(), 'screen.png', 'image/png');
    const imageUrl = (await agent.post('/api/upload', form.body, { 'content-type': form.contentType })).json().url as string;
    return (await agent.post('/api/designs', { title: 'Invoice list', imageUrl })).json() as { id: string };
  }

  const review = async (agent: Agent, fields: Record<string, string>) => {
    const form = multipartBody('image', await screen(), 'screen.png', 'image/png', { title: 'Invoice list', ...fields });
    return agent.post('/api/analyze-design', form.body, { 'content-type': form.contentType });
  };

  it('reviews a design with its model (the image sent to a model that sees it), else the default; its chat follows the same model', async () => {
    const { ann, bob } = await twoUsers(t);
    const design = await designOf(ann);

    expect((await review(ann, {})).statusCode).toBe(200);
    expect(calledModels()).toEqual(['fake-model-2']);
    expect((await review(ann, { designId: design.id })).statusCode).toBe(200);
    expect(calledModels()).toEqual(['fake-model-2']);

    const set = await ann.request('PATCH', `/api/designs/${design.id}`, { model: ids.llava });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: design.id, model: ids.llava });
    expect((await ann.get(`/api/designs/${design.id}`)).json().model).toBe(ids.llava);

    expect((await review(ann, { designId: design.id })).statusCode).toBe(200);
    const sent = JSON.stringify(llm.fake.lastBody());
    expect(calledModels()).toEqual(['llava-fake']);
    expect(sent).toContain('"type":"image_url"');

    await ann.post(`/api/designs/${design.id}/messages`, { content: 'Our analysis', role: 'assistant' });
    const [, replied] = (await ann.post(`/api/designs/${design.id}/messages`, { content: 'Is the heading readable?' })).json();
    expect(calledModels()).toEqual(['llava-fake']);
    expect(replied).toMatchObject({ role: 'assistant', model: ids.llava });

    // Another user's design, an unknown model, a design id that is none.
    expect((await review(bob, { designId: design.id })).statusCode).toBe(404);
    expect((await bob.request('PATCH', `/api/designs/${design.id}`, { model: ids.plain })).statusCode).toBe(404);
    const unknown = await ann.request('PATCH', `/api/designs/${design.id}`, { model: 'nope:model' });
    expect(unknown.statusCode).toBe(400);
    expect((await review(ann, { designId: 'not-a-design' })).statusCode).toBe(404);
    expect(calledModels()).toEqual([]);
  });

  it('edits a question and regenerates a reply of a design’s chat, and only for its owner', async () => {
    const { ann, bob } = await twoUsers(t);
    const design = await designOf(ann);
    await ann.post(`/api/designs/${design.id}/messages`, { content: 'Our analysis', role: 'assistant' });
    const [question, answer] = (await ann.post(`/api/designs/${design.id}/messages`, { content: 'Is it readable?' })).json();

    llm.fake.state.chunks = ['Regenerated.'];
    const regenerated = await ann.post(`/api/designs/${design.id}/messages/${answer.id}/regenerate`);
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json()).toEqual([expect.objectContaining({ role: 'assistant', content: 'Regenerated.' })]);

    llm.fake.state.chunks = ['Edited answer.'];
    const edited = await ann.request('PUT', `/api/designs/${design.id}/messages/${question.id}`, {
      content: 'Is the heading readable on a phone?',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().map((m: { content: string }) => m.content)).toEqual(['Is the heading readable on a phone?', 'Edited answer.']);
    const chat = (await ann.get(`/api/designs/${design.id}/messages`)).json();
    expect(chat.map((m: { content: string }) => m.content)).toEqual([
      'Our analysis',
      'Is the heading readable on a phone?',
      'Edited answer.',
    ]);

    expect((await bob.request('PUT', `/api/designs/${design.id}/messages/${question.id}`, { content: 'Mine' })).statusCode).toBe(404);
    expect((await bob.post(`/api/designs/${design.id}/messages/${chat[2].id}/regenerate`)).statusCode).toBe(404);
    expect((await ann.post(`/api/designs/${design.id}/messages/${question.id}/regenerate`)).statusCode).toBe(400);
    expect((await ann.request('PUT', `/api/designs/${design.id}/messages/${chat[2].id}`, { content: 'x' })).statusCode).toBe(400);
  });
});
