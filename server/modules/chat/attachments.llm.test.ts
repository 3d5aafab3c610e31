import { describe, expect, it } from 'vitest';
import { FILE_TEXT_NOTICES } from '../../../common/uploads';
import { docxFile, pdfFile } from '../../test/file-fixtures';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';

type Agent = Awaited<ReturnType<typeof twoUsers>>['ann'];
const sentText = (body: Record<string, unknown>) => JSON.stringify(body).replaceAll('\\n', '\n');

async function upload(agent: Agent, data: Buffer, name: string, type: string) {
  const form = multipartBody('file', data, name, type);
  const res = await agent.post('/api/upload', form.body, { 'content-type': form.contentType });
  expect(res.statusCode).toBe(200);
  return res.json() as { url: string; notice?: string };
}

describe.each(['openai-compatible', 'anthropic'] as const)('attached files over %s', (provider) => {
  const { t, llm } = useFakeLlmApp(provider);

  it("sends an attached PDF's and .docx's text, tables with their header row", async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'explore' })).json();
    const pdf = await upload(ann, pdfFile('Churn interviews: 14 of 20 cited late invoices'), 'interviews.pdf', 'application/pdf');
    expect(pdf.notice).toBeUndefined();
    const docx = await upload(
      ann,
      await docxFile('Pricing research summary', [
        ['Plan', 'Price'],
        ['Solo', '$12'],
      ]),
      'pricing.docx',
      'application/octet-stream',
    );
    await ann.post(`/api/documents/${doc.id}/messages`, { content: `[Uploaded file: interviews.pdf](${pdf.url})` });
    // The reply to the upload itself already reads the file.
    expect(sentText(llm.fake.lastBody())).toContain('Churn interviews: 14 of 20 cited late invoices');
    await ann.post(`/api/documents/${doc.id}/messages`, { content: `[Uploaded file: pricing.docx](${docx.url})` });
    await ann.post(`/api/documents/${doc.id}/messages`, { content: 'What do these files tell us?' });
    const sent = sentText(llm.fake.lastBody());
    expect(sent).toContain('<attachment name=\\"interviews.pdf\\">');
    expect(sent).toContain('Churn interviews: 14 of 20 cited late invoices');
    expect(sent).toContain('Pricing research summary');
    expect(sent).toContain('| Plan | Price |\n| --- | --- |\n| Solo | $12 |');
  });

  it("says when a PDF has no text to read, and never reads another account's file", async () => {
    const { ann, bob } = await twoUsers(t);
    const scanned = await upload(ann, pdfFile(), 'scan.pdf', 'application/pdf');
    expect(scanned.notice).toBe(FILE_TEXT_NOTICES.scanned);
    const secret = await upload(bob, Buffer.from('Bob secret roadmap'), 'roadmap.txt', 'text/plain');
    const doc = (await ann.post('/api/documents', { type: 'explore' })).json();
    await ann.post(`/api/documents/${doc.id}/messages`, { content: `[Uploaded file: scan.pdf](${scanned.url})` });
    await ann.post(`/api/documents/${doc.id}/messages`, { content: `[Uploaded file: roadmap.txt](${secret.url})` });
    const sent = sentText(llm.fake.lastBody());
    expect(sent).toContain('without a text layer');
    expect(sent).not.toContain('Bob secret roadmap');
  });
});
