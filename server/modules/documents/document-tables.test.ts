import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docxFile } from '../../test/file-fixtures';
import { useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();
type Agent = Awaited<ReturnType<typeof twoUsers>>['ann'];

const importFile = async (agent: Agent, data: Buffer, name: string) => {
  const form = multipartBody('file', data, name, 'application/octet-stream');
  return (await agent.post('/api/documents/import', form.body, { 'content-type': form.contentType })).json() as { html: string };
};

const TABLE =
  '<h2>Success metrics</h2><table><tbody><tr><th><p>Metric</p></th><th><p>Baseline</p></th><th><p>Target</p></th></tr>' +
  '<tr><td><p>Conversion</p></td><td><p>2.1%</p></td><td><p>3%</p></td></tr></tbody></table>';

describe('tables in documents', () => {
  it('are kept on save and exported as a pipe table in Markdown and a table in Word', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { title: 'Metrics', content: TABLE, type: 'enhance' })).json();
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toContain('<th><p>Metric</p></th>');
    const md = (await ann.get(`/api/documents/${doc.id}/export?format=md`)).body;
    expect(md).toContain('| Metric | Baseline | Target |\n| --- | --- | --- |\n| Conversion | 2.1% | 3% |');
    const word = await ann.get(`/api/documents/${doc.id}/export?format=docx`);
    const back = (await mammoth.convertToHtml({ buffer: word.rawPayload })).value;
    expect(back).toMatch(/<table>.*Metric.*Baseline.*Conversion.*2\.1%.*<\/table>/);
  });

  it('are kept when a .md or .docx file is imported', async () => {
    const { ann } = await twoUsers(t);
    const md = await importFile(ann, Buffer.from('# Plan\n\n| Metric | Target |\n| --- | --- |\n| NPS | 40 |\n'), 'plan.md');
    expect(md.html.replace(/\s+/g, '')).toMatch(/<table>.*<th>Metric<\/th>.*<td>NPS<\/td>.*<\/table>/);
    const docx = await importFile(
      ann,
      await docxFile('Pricing', [
        ['Plan', 'Price'],
        ['Solo', '$12'],
      ]),
      'pricing.docx',
    );
    expect(docx.html.replace(/\n/g, '')).toMatch(/<table>.*Plan.*Price.*Solo.*\$12.*<\/table>/);
  });
});
