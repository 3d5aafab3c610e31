import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { messageText, type MessagePart } from '../../../common/messages';
import { messages } from '../../db/schema/documents';
import { buildChat, buildDocument, buildUser, type SignedIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

const HTML = [
  '<h1>Checkout PRD — café €5</h1>',
  '<p>We want <strong>fewer</strong> <em>abandoned</em> <s>carts</s>, see <code>cart.ts</code> and <a href="https://example.com/spec">the spec</a>. 中文 too.</p>',
  '<ul><li><p>Saved cards</p><ul><li><p>Card on file</p></li></ul></li><li><p>Wallets</p></li></ul>',
  '<ol start="3"><li><p>Ship</p></li></ol>',
  '<ul><li><p>[ ] Write tests</p></li><li><p>[x] Draft copy</p></li></ul>',
  '<pre><code>if (a &lt; b) return "]]&gt;";</code></pre>',
  '<blockquote><p>Customers hate surprises.</p></blockquote><hr>',
  '<table><tbody><tr><th><p>Metric</p></th><th><p>Target</p></th></tr>',
  '<tr><td><p>Conversion</p></td><td><p>+5%</p></td></tr><tr><td colspan="2"><p>Owner: growth</p></td></tr></tbody></table>',
].join('');

/** A PDF's pages and the text of each, read back with pdfjs. */
async function readPdf(data: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

type XmlNode = { name: string; attributes: Record<string, string>; children: XmlNode[]; text: string };

/** Confluence storage format read by a strict XML parser, inside the root Confluence itself puts around a page body. */
function parseStorage(body: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlNode = { name: '#root', attributes: {}, children: [], text: '' };
  const stack = [root];
  parser.on('opentag', (tag) => {
    // With namespaces on, each attribute is an object holding its value.
    const attributes = Object.fromEntries(Object.entries(tag.attributes).map(([name, attr]) => [name, attr.value]));
    const node: XmlNode = { name: tag.name, attributes, children: [], text: '' };
    stack.at(-1)!.children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => void stack.pop());
  const addText = (text: string) => stack.forEach((node) => (node.text += text));
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('error', (err) => {
    throw err;
  });
  parser.write(`<page xmlns:ac="http://atlassian.com/content" xmlns:ri="http://atlassian.com/resource/identifier">${body}</page>`).close();
  return root.children[0]!;
}

const all = (node: XmlNode, name: string): XmlNode[] => [
  ...(node.name === name ? [node] : []),
  ...node.children.flatMap((child) => all(child, name)),
];

const exportOf = (agent: SignedIn, id: string, format: string) => agent.get(`/api/documents/${id}/export?format=${format}`);

/** A new user's PRD exported in `format`: answered as an attachment of `type` named `fileName`. */
async function exportPrd(format: string, type: string, fileName: string) {
  const ann = await buildUser(t);
  const doc = await buildDocument(ann, { title: 'Checkout PRD', content: HTML, type: 'enhance' });
  const res = await exportOf(ann, doc.id, format);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(type);
  expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${fileName}`);
  return res;
}

describe('GET /api/documents/:id/export as PDF and Confluence', () => {
  it('draws a PDF from the saved HTML: text, marks, lists, code, quotes, and the table cells in order', async () => {
    const res = await exportPrd('pdf', 'application/pdf', 'Checkout%20PRD.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(1);
    const text = pages[0]!.replace(/\s+/g, ' ');
    for (const words of [
      'Checkout PRD — café €5',
      'fewer',
      'abandoned',
      'cart.ts',
      'the spec',
      'Card on file',
      'Ship',
      '[ ] Write tests',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('if (a < b) return "]]>";');
    expect(text).toContain('Customers hate surprises.');
    expect(text).toMatch(/Metric Target Conversion \+5% Owner: growth/);
  });

  it('keeps every page of a long document, drawn off the event loop', async () => {
    const ann = await buildUser(t);
    const section = (i: number) =>
      `<h2>Section ${i}</h2><p>${'Each requirement is written down with its acceptance criteria. '.repeat(8)}</p><ul><li><p>Point ${i}</p></li></ul><table><tbody><tr><th><p>Key</p></th><th><p>Value</p></th></tr><tr><td><p>Row ${i}</p></td><td><p>${i}</p></td></tr></tbody></table>`;
    const content = Array.from({ length: 150 }, (_, i) => section(i + 1)).join('');
    const doc = await buildDocument(ann, { title: 'Long PRD', content, type: 'enhance' });
    let done = false;
    const exporting = exportOf(ann, doc.id, 'pdf').finally(() => (done = true));
    // While the PDF is drawn (about a second), other requests are answered at once: it is drawn in a worker thread.
    const answerTime = async () => {
      const start = performance.now();
      expect((await ann.get('/api/user')).statusCode).toBe(200);
      return performance.now() - start;
    };
    const waits = [await answerTime(), await answerTime(), await answerTime(), await answerTime(), await answerTime()];
    expect(done).toBe(false);
    const res = await exporting;
    expect(res.statusCode).toBe(200);
    expect(Math.max(...waits)).toBeLessThan(500);
    const pages = await readPdf(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(45);
    expect(pages.at(-1)).toContain('Row 150');
  });

  it('writes Confluence storage format that a strict XML parser reads, with macros, task lists and header cells', async () => {
    const res = await exportPrd('confluence', 'application/xml; charset=utf-8', 'Checkout%20PRD.confluence.xml');
    const page = parseStorage(res.body);
    expect(page.children.map((node) => node.name)).toEqual([
      'h1',
      'p',
      'ul',
      'ol',
      'ac:task-list',
      'ac:structured-macro',
      'blockquote',
      'hr',
      'table',
    ]);
    expect(all(page, 'h1')[0]!.text).toBe('Checkout PRD — café €5');
    expect(['strong', 'em', 's', 'code'].map((tag) => all(page, tag)[0]?.text)).toEqual(['fewer', 'abandoned', 'carts', 'cart.ts']);
    expect(all(page, 'a')[0]!.attributes.href).toBe('https://example.com/spec');
    expect(all(all(page, 'ul')[0]!, 'li').map((li) => li.text)).toEqual(['Saved cardsCard on file', 'Card on file', 'Wallets']);
    expect(all(page, 'ol')[0]!.attributes.start).toBe('3');
    const tasks = all(page, 'ac:task');
    expect(tasks.map((task) => [all(task, 'ac:task-status')[0]!.text, all(task, 'ac:task-body')[0]!.text])).toEqual([
      ['incomplete', 'Write tests'],
      ['complete', 'Draft copy'],
    ]);
    const code = all(page, 'ac:structured-macro')[0]!;
    expect(code.attributes['ac:name']).toBe('code');
    expect(all(code, 'ac:plain-text-body')[0]!.text).toBe('if (a < b) return "]]>";');
    expect(all(page, 'th').map((th) => th.text)).toEqual(['Metric', 'Target']);
    expect(all(page, 'td').map((td) => td.text)).toEqual(['Conversion', '+5%', 'Owner: growth']);
    expect(all(page, 'td')[2]!.attributes.colspan).toBe('2');
  });

  it('exports an empty document in every format', async () => {
    const ann = await buildUser(t);
    const doc = await buildDocument(ann, { title: 'Empty', content: '<p></p>', type: 'enhance' });
    const pdf = await exportOf(ann, doc.id, 'pdf');
    expect(await readPdf(pdf.rawPayload)).toHaveLength(1);
    expect(parseStorage((await exportOf(ann, doc.id, 'confluence')).body).children.map((node) => node.name)).toEqual(['p']);
    expect((await exportOf(ann, doc.id, 'md')).body).toBe('\n');
    expect((await exportOf(ann, doc.id, 'docx')).statusCode).toBe(200);
  });

  it("refuses an unknown format with the allowed list, and another user's document with 404", async () => {
    const ann = await buildUser(t);
    const bob = await buildUser(t);
    const doc = await buildDocument(ann, { title: 'Checkout PRD', content: HTML, type: 'enhance' });
    const bad = await exportOf(ann, doc.id, 'html');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('format must be one of md, docx, pdf, confluence');
    for (const format of ['pdf', 'confluence', 'md']) {
      const res = await exportOf(bob, doc.id, format);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Document not found');
    }
  });
});

describe('GET /api/documents/:id/export of a chat', () => {
  it('writes the conversation as Markdown: each turn with its time, replies kept, sources listed, files named', async () => {
    const ann = await buildUser(t);
    const bob = await buildUser(t);
    const { document: chat } = await buildChat(t, ann, { title: 'Pricing chat', type: 'prd' });
    const reply = '## Plans\n\n| Plan | Price |\n|---|---|\n| Team | $29 |\n\n- **Anchor** on value';
    const row = (role: 'user' | 'assistant', minute: number, parts: MessagePart[]) => ({
      documentId: chat.id,
      role,
      content: messageText(parts),
      parts,
      createdAt: new Date(`2026-03-15T10:0${minute}:00Z`),
    });
    await t.database.db.insert(messages).values([
      row('user', 1, [
        { type: 'text', text: 'How should we price?' },
        { type: 'file', mediaType: 'application/pdf', url: '/uploads/00000000-0000-4000-8000-000000000000.pdf', filename: 'survey.pdf' },
      ]),
      row('assistant', 2, [
        { type: 'text', text: reply },
        { type: 'source-url', sourceId: 's1', url: '/documents/abc', title: 'Pricing research' },
      ]),
    ]);
    const res = await exportOf(ann, chat.id, 'md');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Pricing%20chat.md");
    expect(res.body).toBe(
      [
        '# Pricing chat',
        '---',
        '**You** · 2026-03-15 10:01 UTC',
        'How should we price?',
        '*Attached: survey.pdf*',
        '---',
        '**Northstar** · 2026-03-15 10:02 UTC',
        reply,
        'Sources:\n- [Pricing research](/documents/abc)',
      ].join('\n\n') + '\n',
    );
    // The same conversation in the other formats.
    const pdf = (await readPdf((await exportOf(ann, chat.id, 'pdf')).rawPayload)).join(' ');
    expect(pdf).toContain('How should we price?');
    expect(pdf).toMatch(/Plan\s+Price\s+Team\s+\$29/);
    expect((await exportOf(bob, chat.id, 'md')).statusCode).toBe(404);
  });

  it('puts each guided question before its answer', async () => {
    const ann = await buildUser(t);
    const { document: chat } = await buildChat(t, ann, {
      title: 'Idea check',
      type: 'validate',
      messages: [{ role: 'user', content: 'A shared shopping list for flatmates', isQuestion: true, questionKey: 'goal' }],
    });
    const md = (await exportOf(ann, chat.id, 'md')).body;
    expect(md).toMatch(
      /\*\*Northstar\*\* · [^\n]+\n\nWhat idea would you like to validate, described in a sentence or two\?\n\n---\n\n\*\*You\*\* · [^\n]+\n\nA shared shopping list for flatmates/,
    );
  });

  it('exports a chat with no messages yet', async () => {
    const ann = await buildUser(t);
    const { document: chat } = await buildChat(t, ann, { title: 'New PRD Document', type: 'prd' });
    expect((await exportOf(ann, chat.id, 'md')).body).toBe('# New PRD Document\n\n---\n\n*No messages yet.*\n');
  });

  it("lets a team's viewer export the team's chat and documents, and keeps them from a stranger", async () => {
    const [owner, viewer, stranger] = [await buildUser(t), await buildUser(t), await buildUser(t)];
    const team = (await owner.post('/api/teams', { name: 'Growth' })).json() as { id: string };
    expect((await owner.post(`/api/teams/${team.id}/invites`, { email: viewer.user.email, role: 'viewer' })).statusCode).toBe(201);
    const { document: chat } = await buildChat(t, owner, { title: 'Team chat', type: 'prd', teamId: team.id, messages: ['Hi', 'Hello'] });
    const doc = await buildDocument(owner, { title: 'Team plan', type: 'enhance', content: '<p>Plan</p>', teamId: team.id });
    const md = await exportOf(viewer, chat.id, 'md');
    expect(md.statusCode).toBe(200);
    expect(md.body).toContain('**Northstar** · ');
    expect((await exportOf(viewer, doc.id, 'pdf')).headers['content-type']).toBe('application/pdf');
    expect((await exportOf(stranger, chat.id, 'md')).statusCode).toBe(404);
    expect((await exportOf(stranger, doc.id, 'confluence')).statusCode).toBe(404);
  });
});
