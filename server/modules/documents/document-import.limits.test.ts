import { readFileSync } from 'node:fs';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { NESTING_MESSAGE } from '../../../common/editor-schema';
import type { Agent } from '../../test/agent';
import { useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import-limits';

const t = useTestApp();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** A .docx whose document.xml holds `paragraphs` paragraphs: 50 MB of XML packs into about 100 KB. */
function docxOf(paragraphs: number, extra: Record<string, Uint8Array> = {}) {
  const body = '<w:p><w:r><w:t>bomb</w:t></w:r></w:p>'.repeat(paragraphs);
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  const enc = new TextEncoder();
  return Buffer.from(
    zipSync(
      { '[Content_Types].xml': enc.encode(CONTENT_TYPES), '_rels/.rels': enc.encode(RELS), 'word/document.xml': enc.encode(xml), ...extra },
      { level: 9 },
    ),
  );
}

/** The same bomb, lying in its headers that every entry is 100 bytes once unpacked. */
function lyingDocx(paragraphs: number) {
  const zip = docxOf(paragraphs);
  for (let i = 0; i + 4 <= zip.length; i++) {
    const signature = zip.readUInt32LE(i);
    if (signature === 0x04034b50) zip.writeUInt32LE(100, i + 22);
    if (signature === 0x02014b50) zip.writeUInt32LE(100, i + 24);
  }
  return zip;
}

async function importFile(agent: Agent, data: Buffer, name: string, type = DOCX) {
  const form = multipartBody('file', data, name, type);
  return agent.post('/api/documents/import', form.body, { 'content-type': form.contentType });
}

/**
 * Runs an import while another user lists documents: how long the other user waited. The other user
 * asks once the import has passed its checks and its count, that is when the file goes to be parsed.
 */
async function alongside(bob: Agent, work: () => Promise<{ statusCode: number }>) {
  const rates = t.ctx.rates;
  const consume = rates.consume.bind(rates);
  let counted!: () => void;
  const parsing = new Promise<void>((resolve) => (counted = resolve));
  const spy = vi.spyOn(rates, 'consume').mockImplementation(async (...limits) => {
    const full = await consume(...limits);
    if (limits.some((limit) => limit.key.startsWith('import:'))) counted();
    return full;
  });
  const running = work();
  await parsing;
  spy.mockRestore();
  const started = performance.now();
  const other = await bob.get('/api/documents');
  const waited = performance.now() - started;
  return { res: await running, other, waited };
}

describe('import limits', () => {
  it('refuses a 100 KB .docx holding 50 MB of XML before parsing, while others are served', async () => {
    const { ann, bob } = await twoUsers(t);
    const bomb = docxOf(1_400_000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { res, other, waited } = await alongside(bob, () => importFile(ann, bomb, 'bomb.docx'));
    expect(res.statusCode).toBe(413);
    expect((res as unknown as { json(): { message: string } }).json().message).toBe(IMPORT_MESSAGES.docxXmlTooBig);
    expect(other.statusCode).toBe(200);
    expect(waited).toBeLessThan(1_000);
  });

  it('stops a .docx that lies about its sizes inside the worker, and the server keeps answering', async () => {
    const { ann, bob } = await twoUsers(t);
    const { res, other, waited } = await alongside(bob, () => importFile(ann, lyingDocx(1_400_000), 'liar.docx'));
    expect([400, 413]).toContain(res.statusCode);
    expect(other.statusCode).toBe(200);
    expect(waited).toBeLessThan(1_000);
    // The import threads survive: the next file is read.
    const next = await importFile(ann, Buffer.from('# Still here'), 'ok.md', 'text/markdown');
    expect(next.json()).toMatchObject({ title: 'Still here' });
  }, 60_000);

  it('refuses a .docx with too many entries', async () => {
    const { ann } = await twoUsers(t);
    const extra = Object.fromEntries(
      Array.from({ length: IMPORT_LIMITS.docxEntries }, (_, i) => [`word/media/p${i}.bin`, new Uint8Array(1)]),
    );
    const res = await importFile(ann, docxOf(1, extra), 'many.docx');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(IMPORT_MESSAGES.docxTooManyEntries);
  });

  it('answers 400 for a truncated .docx and a truncated .doc', async () => {
    const { ann } = await twoUsers(t);
    const whole = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun('Plan')] })] }] }));
    const docx = await importFile(ann, whole.subarray(0, Math.floor(whole.length * 0.6)), 'cut.docx');
    expect(docx.statusCode).toBe(400);
    const doc = readFileSync(new URL('../../test/fixtures/launch-plan.doc', import.meta.url));
    const cut = await importFile(ann, doc.subarray(0, Math.floor(doc.length / 2)), 'cut.doc', 'application/msword');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBeTruthy();
  });

  it.each([
    ['50,000 quotes', '>'.repeat(50_000) + ' deep'],
    ['50,000 list markers', '- '.repeat(50_000) + 'deep'],
    ['1,500 indented lists', Array.from({ length: 1_500 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')],
    ['50,000 raw HTML elements', `${'<div>'.repeat(50_000)}deep`],
  ])('refuses Markdown nested too deeply (%s) with the nesting 400', async (_, md) => {
    const { ann } = await twoUsers(t);
    const res = await importFile(ann, Buffer.from(md), 'deep.md', 'text/markdown');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NESTING_MESSAGE);
  });

  it(`limits each user to ${IMPORT_LIMITS.perUser.limit} imports in ${IMPORT_LIMITS.perUser.windowMs / 60_000} minutes`, async () => {
    t.clock.drivesDate();
    const { ann, bob } = await twoUsers(t);
    for (let i = 0; i < IMPORT_LIMITS.perUser.limit; i++) {
      expect((await importFile(ann, Buffer.from(`note ${i}`), 'n.txt', 'text/plain')).statusCode).toBe(200);
    }
    const refused = await importFile(ann, Buffer.from('one more'), 'n.txt', 'text/plain');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(IMPORT_MESSAGES.tooMany);
    expect((await importFile(bob, Buffer.from('mine'), 'n.txt', 'text/plain')).statusCode).toBe(200);
    t.clock.advance(IMPORT_LIMITS.perUser.windowMs + 1);
    expect((await importFile(ann, Buffer.from('later'), 'n.txt', 'text/plain')).statusCode).toBe(200);
  });
});
