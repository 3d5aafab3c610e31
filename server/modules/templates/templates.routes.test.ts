import { describe, expect, it } from 'vitest';
import { templates } from '../../db/schema/content';
import { createAgent } from '../../test/agent';
import { buildTemplate, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

const people = async () => ({ admin: await buildUser(t, { admin: true }), user: await buildUser(t) });

describe('templates API', () => {
  it('lists the seeded library with nested templates', async () => {
    const { user } = await people();
    const sections = (await user.get('/api/template-sections')).json();
    expect(sections.length).toBeGreaterThanOrEqual(4);
    expect(sections[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), templates: expect.any(Array) });
    expect(sections.flatMap((s: { templates: unknown[] }) => s.templates).length).toBeGreaterThanOrEqual(10);
    expect((await createAgent(t.app).get('/api/template-sections')).statusCode).toBe(401);
  });

  it('lets an admin create, edit and delete sections and templates', async () => {
    const { admin, user } = await people();
    const section = await admin.post('/api/template-sections', { name: 'Growth', description: 'Growth loops' });
    expect(section.statusCode).toBe(201);
    const sectionId = section.json().id;
    expect((await admin.post('/api/template-sections', { name: 'Growth' })).statusCode).toBe(409);

    const created = await admin.post('/api/templates', {
      sectionId,
      title: 'Referral brief',
      description: 'd',
      content: '<p>Hi</p><script>x</script>',
    });
    expect(created.statusCode).toBe(201);
    const tpl = created.json();
    expect(tpl.content).toBe('<p>Hi</p>');
    const edited = await admin.request('PUT', `/api/templates/${tpl.id}`, {
      sectionId,
      title: 'Referral plan',
      description: '',
      content: '<p>Plan</p>',
    });
    expect(edited.json()).toMatchObject({ title: 'Referral plan', content: '<p>Plan</p>' });
    const renamed = await admin.request('PUT', `/api/template-sections/${sectionId}`, { name: 'Growth & Retention', description: '' });
    expect(renamed.json().name).toBe('Growth & Retention');

    const listed = (await user.get('/api/template-sections')).json().find((s: { id: string }) => s.id === sectionId);
    expect(listed.templates.map((x: { title: string }) => x.title)).toEqual(['Referral plan']);

    expect((await admin.request('DELETE', `/api/templates/${tpl.id}`)).statusCode).toBe(200);
    expect((await admin.request('DELETE', `/api/templates/${tpl.id}`)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/template-sections/${sectionId}`)).statusCode).toBe(200);
  });

  it('validates sections and templates with clear messages', async () => {
    const { admin } = await people();
    const noName = await admin.post('/api/template-sections', { name: ' ' });
    expect(noName.json().message).toBe('name: Section name is required');
    const sectionId = (await admin.post('/api/template-sections', { name: 'Ops' })).json().id;
    const noTitle = await admin.post('/api/templates', { sectionId, title: '', content: 'x' });
    expect(noTitle.json().message).toBe('title: Template title is required');
    const noContent = await admin.post('/api/templates', { sectionId, title: 'T', content: '' });
    expect(noContent.json().message).toBe('content: Template content is required');
    const noSection = await admin.post('/api/templates', { sectionId: '00000000-0000-4000-8000-000000000000', title: 'T', content: 'x' });
    expect(noSection.statusCode).toBe(400);
    expect((await t.database.db.select().from(templates)).filter((x) => x.sectionId === sectionId)).toHaveLength(0);
  });

  it("'Use Template' creates an editor document with the template's content", async () => {
    const user = await buildUser(t);
    const { template } = await buildTemplate(t, { title: 'Launch brief', content: '<h1>Launch</h1><p>Goal</p>' });
    const res = await user.post(`/api/templates/${template.id}/use`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Launch brief', type: 'enhance', content: '<h1>Launch</h1><p>Goal</p>' });
    expect((await user.post('/api/templates/00000000-0000-4000-8000-000000000000/use')).statusCode).toBe(404);
  });
});
