import { readFileSync } from 'node:fs';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { createAgent, type Agent } from '../../test/agent';
import { useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

async function importFile(agent: Agent, data: Buffer, name: string, type = 'application/octet-stream') {
  const form = multipartBody('file', data, name, type);
  return agent.post('/api/documents/import', form.body, { 'content-type': form.contentType });
}

const docx = () =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Checkout PRD')] }),
            new Paragraph({
              children: [new TextRun({ text: 'Bold goal', bold: true }), new TextRun({ text: ' and italic note', italics: true })],
            }),
            new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Requirements')] }),
            new Paragraph({ bullet: { level: 0 }, children: [new TextRun('Pay with saved card')] }),
          ],
        },
      ],
    }),
  );

describe('document import', () => {
  it('keeps the structure of a .docx', async () => {
    const { ann } = await twoUsers(t);
    const res = await importFile(ann, await docx(), 'prd.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.statusCode).toBe(200);
    const { html, title } = res.json();
    expect(title).toBe('Checkout PRD');
    expect(html).toContain('<h1>Checkout PRD</h1>');
    expect(html).toContain('<strong>Bold goal</strong>');
    expect(html).toContain('<em> and italic note</em>');
    expect(html).toContain('<h2>Requirements</h2>');
    expect(html).toMatch(/<ul><li>Pay with saved card<\/li><\/ul>/);
  });

  it('reads the text of a real .doc', async () => {
    const { ann } = await twoUsers(t);
    const data = readFileSync(new URL('../../test/fixtures/launch-plan.doc', import.meta.url));
    const res = await importFile(ann, data, 'launch-plan.doc', 'application/msword');
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Launch Plan');
    expect(res.json().html).toContain('<p>Launch Plan</p>');
    expect(res.json().html).toContain('Go/no-go');
  });

  it('turns Markdown into headings, lists and emphasis, sanitised', async () => {
    const { ann } = await twoUsers(t);
    const md =
      '# Vision\n\nSome **bold** and *italic*.\n\n- one\n- two\n\n1. first\n\n#### Deep\n\n<script>alert(1)</script>[x](javascript:alert(1))';
    const { html } = (await importFile(ann, Buffer.from(md), 'vision.md', 'text/markdown')).json();
    expect(html).toContain('<h1>Vision</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<h3>Deep</h3>');
    expect(html).not.toMatch(/<script|href="javascript/);
  });

  it('keeps the paragraphs of plain text, escaped', async () => {
    const { ann } = await twoUsers(t);
    const { html } = (await importFile(ann, Buffer.from('Line <one>\nline two\n\nSecond & last'), 'notes.txt', 'text/plain')).json();
    expect(html).toBe('<p>Line &lt;one&gt;<br>line two</p><p>Second &amp; last</p>');
  });

  it('refuses other types and oversized files with clear messages', async () => {
    const { ann } = await twoUsers(t);
    const pdf = await importFile(ann, Buffer.from('%PDF-1.4\n%%EOF\n'), 'a.pdf', 'application/pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('This file cannot be imported. Upload a .txt, .md, .docx or .doc file.');
    const big = await importFile(ann, Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), 'big.txt', 'text/plain');
    expect(big.statusCode).toBe(413);
    expect((await importFile(createAgent(t.app), Buffer.from('x'), 'a.txt')).statusCode).toBe(401);
  });
});

describe('document export and analysis', () => {
  const html =
    '<h1>Checkout PRD</h1><p>We want <strong>fewer</strong> <em>abandoned</em> carts.</p><ul><li>Saved cards</li></ul><ol start="1"><li>Ship</li></ol>';

  it('exports Markdown and a Word document with the structure', async () => {
    const { ann, bob } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { title: 'Checkout PRD', content: html, type: 'enhance' })).json();
    const md = await ann.get(`/api/documents/${doc.id}/export?format=md`);
    expect(md.headers['content-type']).toContain('text/markdown');
    expect(md.headers['content-disposition']).toContain('Checkout%20PRD.md');
    expect(md.body).toContain('# Checkout PRD');
    expect(md.body).toContain('We want **fewer** *abandoned* carts.');
    expect(md.body).toMatch(/-\s+Saved cards/);

    const word = await ann.get(`/api/documents/${doc.id}/export?format=docx`);
    expect(word.headers['content-type']).toContain('wordprocessingml');
    const back = (await mammoth.convertToHtml({ buffer: word.rawPayload })).value;
    expect(back).toContain('<h1>Checkout PRD</h1>');
    expect(back).toContain('<strong>fewer</strong>');
    expect(back).toContain('Saved cards');

    expect((await bob.get(`/api/documents/${doc.id}/export?format=md`)).statusCode).toBe(404);
    expect((await ann.get(`/api/documents/${doc.id}/export?format=pdf`)).headers['content-type']).toBe('application/pdf');
    expect((await ann.get(`/api/documents/${doc.id}/export?format=rtf`)).statusCode).toBe(400);
  });

  it('analyses a document into assistant messages, and refuses an empty one', async () => {
    const { ann, bob } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { title: 'Checkout PRD', content: html, type: 'enhance' })).json();
    const res = await ann.post(`/api/documents/${doc.id}/feedback`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(doc.id);
    expect(body.messages[0].content).toMatch(/Completeness: \d+\/100/);
    expect((await ann.get(`/api/documents/${doc.id}/messages`)).json()).toHaveLength(body.messages.length);
    expect((await bob.post(`/api/documents/${doc.id}/feedback`)).statusCode).toBe(404);

    const empty = (await ann.post('/api/documents', { title: 'Empty', content: '<p></p>', type: 'enhance' })).json();
    const refused = await ann.post(`/api/documents/${empty.id}/feedback`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please add some content to analyze');
  });
});
