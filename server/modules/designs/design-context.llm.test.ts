import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';

/** Light grey text on a lighter grey: poor contrast the measurements report. */
const screen = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844"><rect width="100%" height="100%" fill="#f0f0f0"/>' +
        '<text x="20" y="60" font-family="DejaVu Sans" font-size="18" fill="#c4c4c4">Overdue invoices</text></svg>',
    ),
  )
    .png()
    .toBuffer();

async function design(agent: Agent) {
  const form = multipartBody('file', await screen(), 'screen.png', 'image/png');
  const imageUrl = (await agent.post('/api/upload', form.body, { 'content-type': form.contentType })).json().url as string;
  return (await agent.post('/api/designs', { title: 'Invoice list', content: '<p>Used daily by finance leads.</p>', imageUrl })).json() as {
    id: string;
  };
}

const sentText = (body: Record<string, unknown>) => JSON.stringify(body).replaceAll('\\n', '\n');
/** Whether the request carries an image: an OpenAI image_url part or an Anthropic image block. */
const carriesImage = (sent: string) => /"type":"image_url"|"type":"image"/.test(sent);

describe.each([
  ['openai', true],
  ['anthropic', true],
  ['openai-compatible', false],
] as const)('a design follow-up over %s', (provider, vision) => {
  const { t, llm } = useFakeLlmApp(provider);

  it(`carries the title, notes and measurements${vision ? ', and the image' : ', with a prompt for measurements'}`, async () => {
    const { ann } = await twoUsers(t);
    const { id } = await design(ann);
    await ann.post(`/api/designs/${id}/messages`, { content: 'Our analysis', role: 'assistant' });
    const res = await ann.post(`/api/designs/${id}/messages`, { content: 'Is the heading readable?' });
    expect(res.statusCode).toBe(200);
    const sent = sentText(llm.fake.lastBody());
    expect(sent).toContain('title: Invoice list');
    expect(sent).toContain('Used daily by finance leads.');
    expect(sent).toMatch(/device class: phone/);
    expect(sent).toMatch(/contrast \d\.\d\d:1/);
    expect(sent).toContain('Is the heading readable?');
    expect(carriesImage(sent)).toBe(vision);
    expect(sent.includes('You cannot see the design image')).toBe(!vision);
  });

  it(`reviews an image with the design's notes and its measured contrast${vision ? ', beside the image' : ''}`, async () => {
    const { ann } = await twoUsers(t);
    const form = multipartBody('image', await screen(), 'screen.png', 'image/png', {
      title: 'Invoice list',
      notes: '<p>Finance leads check <strong>overdue</strong> invoices each morning.</p>',
    });
    const res = await ann.post('/api/analyze-design', form.body, { 'content-type': form.contentType });
    expect(res.statusCode).toBe(200);
    const sent = sentText(llm.fake.lastBody());
    expect(sent).toContain('title: Invoice list');
    expect(sent).toContain('Finance leads check overdue invoices each morning.');
    expect(sent).not.toContain('<strong>');
    expect(sent).toMatch(/contrast \d\.\d\d:1/);
    expect(carriesImage(sent)).toBe(vision);
  });
});
