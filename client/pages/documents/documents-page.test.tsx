import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, DocumentSummary, MessageDto } from '@common/documents';
import { draftKey, writeDraft } from '@/features/documents/lib/local-draft';
import { DocumentsPage } from '@/pages/documents/documents-page';
import { chatPages, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';

const user = { id: 'u1', email: 'ann@example.com', createdAt: '2026-01-01T00:00:00.000Z', isAdmin: false, otpVerified: true };
const summary = (id: string, title: string, type: DocumentSummary['type'] = 'enhance'): DocumentSummary => ({
  id,
  title,
  type,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
});
const doc: DocumentDto = { ...summary('d1', 'Launch plan'), content: '<h1>Launch plan</h1><p>Ship in May.</p>' };
const reply: MessageDto = {
  id: 'm1',
  role: 'assistant',
  content: '**Completeness: 40/100**',
  isQuestion: false,
  createdAt: '2026-03-05T14:07:00.000Z',
};

function open(path: string, options: Parameters<typeof userEvent.setup>[0] = {}) {
  window.history.replaceState(null, '', path);
  return { events: userEvent.setup(options), ...renderWithProviders(<DocumentsPage />) };
}

// jsdom does not lay text out: ProseMirror's scroll-into-view measures a Range. The editor and its
// chat panel are chunks loaded on demand: they are imported here once, so no test waits on a first load.
beforeAll(async () => {
  await Promise.all([
    import('@/pages/documents/document-editor'),
    import('@/pages/documents/open-document'),
    import('@/features/messages/components/chat-panel'),
  ]);
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const baseRoutes = {
  'GET /api/user': () => jsonResponse(200, user),
  'GET /api/ai/status': () => jsonResponse(200, { engine: 'offline', provider: 'offline', model: 'rules' }),
};

/** The sidebar's counts, which the list's subtitle reads. */
const sidebar = (documents: number) => () => jsonResponse(200, { counts: { chats: 3, documents, designs: 0 }, recentChats: [] });
/** One page of the editor documents, the last one. */
const page = (...items: DocumentSummary[]) => jsonResponse(200, { items, nextCursor: null });

describe('DocumentsPage: the list', () => {
  it('shows the editor documents of the first page with their count from the sidebar', async () => {
    stubFetch({
      ...baseRoutes,
      'GET /api/sidebar': sidebar(1),
      'GET /api/documents?kind=editor&limit=30': () => page(summary('d1', 'Launch plan')),
    });
    open('/documents');
    expect(await screen.findByRole('heading', { name: 'Launch plan' })).toBeInTheDocument();
    expect(await screen.findByText('1 document')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Created/)).toHaveTextContent('Created Mar 5, 2026');
    expect(screen.getByRole('link', { name: /Create New Document/ })).toHaveAttribute('href', '/documents?new=1');
    expect(screen.getByRole('link', { name: 'Continue Editing: Launch plan' })).toHaveAttribute('href', '/documents?id=d1');
  });

  it('says so when there are none', async () => {
    stubFetch({ ...baseRoutes, 'GET /api/sidebar': sidebar(0), 'GET /api/documents?kind=editor&limit=30': () => page() });
    open('/documents');
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeInTheDocument();
    expect(await screen.findByText('0 documents')).toBeInTheDocument();
  });

  it('searches on the server and says when nothing matches', async () => {
    stubFetch({
      ...baseRoutes,
      'GET /api/sidebar': sidebar(2),
      'GET /api/documents?kind=editor&limit=30': () => page(summary('d1', 'Launch plan'), summary('d2', 'Pricing')),
      'GET /api/documents?kind=editor&q=pric&limit=30': () => page(summary('d2', 'Pricing')),
      'GET /api/documents?kind=editor&q=zzz&limit=30': () => page(),
    });
    const { events } = open('/documents');
    await screen.findByRole('heading', { name: 'Launch plan' });
    const search = screen.getByRole('searchbox', { name: 'Search documents' });
    await events.type(search, 'pric');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Launch plan' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    await events.clear(search);
    await events.type(search, 'zzz');
    expect(await screen.findByText('No documents match \u201czzz\u201d')).toBeInTheDocument();
  });

  it('deletes after confirmation, forgets its local draft, and toasts either way', async () => {
    let fail = false;
    stubFetch({
      ...baseRoutes,
      'GET /api/sidebar': sidebar(2),
      'GET /api/documents?kind=editor&limit=30': () => page(summary('d1', 'Launch plan'), summary('d2', 'Pricing')),
      'DELETE /api/documents/d1': () =>
        fail ? jsonResponse(500, { message: 'boom' }) : jsonResponse(200, { message: 'Document deleted successfully' }),
      'DELETE /api/documents/d2': () => jsonResponse(500, { message: 'boom' }),
    });
    writeDraft(draftKey('u1', 'd1'), { title: 'x', titleEdited: false, content: '<p>x</p>', editedAt: 1, baseUpdatedAt: null });
    const { events } = open('/documents');
    const card = (await screen.findByRole('heading', { name: 'Launch plan' })).closest('li') as HTMLElement;
    await events.click(within(card).getByRole('button', { name: 'Delete document' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Document' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this document? This action cannot be undone.');
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(localStorage.getItem(draftKey('u1', 'd1'))).toBeNull();

    fail = true;
    const other = screen.getByRole('heading', { name: 'Pricing' }).closest('li') as HTMLElement;
    await events.click(within(other).getByRole('button', { name: 'Delete document' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete document')).toBeInTheDocument();
  });
});

describe('DocumentsPage: the editor', () => {
  it('opens ?id= with its text, title, analysis (time HH:mm) and the question field', async () => {
    stubFetch({
      ...baseRoutes,
      'GET /api/documents': () => jsonResponse(200, [summary('d1', 'Launch plan')]),
      'GET /api/documents/d1': () => jsonResponse(200, doc),
      'GET /api/documents/d1/messages': chatPages([reply]),
    });
    open('/documents?id=d1');
    const editor = await screen.findByRole('textbox', { name: 'Document editor' }, { timeout: 5000 });
    expect(editor.querySelector('h1')).toHaveTextContent('Launch plan');
    expect(screen.getByRole('textbox', { name: 'Document title' })).toHaveValue('Launch plan');
    const log = screen.getByRole('log', { name: 'Analysis & Chat messages' });
    expect(await within(log).findByText('Completeness: 40/100')).toBeInTheDocument();
    expect(within(log).getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ask about the document...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export Markdown' })).toHaveAttribute('href', '/api/documents/d1/export?format=md');
    expect(screen.getByRole('link', { name: 'Export Word' })).toHaveAttribute('href', '/api/documents/d1/export?format=docx');
    expect(screen.getByRole('link', { name: 'Export PDF' })).toHaveAttribute('href', '/api/documents/d1/export?format=pdf');
    expect(screen.getByRole('link', { name: 'Export Confluence' })).toHaveAttribute('href', '/api/documents/d1/export?format=confluence');
    expect(screen.getByRole('status', { name: 'Save status' })).toHaveTextContent('Saved');
  });

  it('a new document: placeholder, default title, no question field, and Analyze needs text', async () => {
    stubFetch({ ...baseRoutes });
    const { events } = open('/documents?new=1');
    const editor = await screen.findByRole('textbox', { name: 'Document editor' });
    expect(editor.querySelector('[data-placeholder]')).toHaveAttribute(
      'data-placeholder',
      'Paste your document here or use the upload button to import a file...',
    );
    expect(screen.getByRole('textbox', { name: 'Document title' })).toHaveValue('New Document');
    expect(screen.getByText('Click "Analyze with AI" to begin analysis')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Ask about the document...')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export Markdown' })).not.toBeInTheDocument();
    for (const name of ['Bold', 'Italic', 'Heading 1', 'Heading 2', 'Bullet list', 'Numbered list']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await events.click(screen.getByRole('button', { name: 'Analyze with AI' }));
    expect(await screen.findByText('Please add some content to analyze')).toBeInTheDocument();
  });

  it('refuses an upload of another type with a clear message', async () => {
    stubFetch({ ...baseRoutes });
    const { events } = open('/documents?new=1', { applyAccept: false });
    await screen.findByRole('textbox', { name: 'Document editor' });
    const input = screen.getByTestId('document-file-input') as HTMLInputElement;
    expect(input.accept).toBe('.txt,.doc,.docx,.md');
    await events.upload(input, new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Unsupported file type')).toBeInTheDocument();
    expect(screen.getByText('Please upload a .txt, .md, .docx or .doc file.')).toBeInTheDocument();
  });

  it("puts an imported file's HTML in an empty editor at once, the title follows its first line, and the document is saved", async () => {
    stubFetch({
      ...baseRoutes,
      'POST /api/documents/import': () =>
        jsonResponse(200, { html: '<h1>Search PRD</h1><ul><li><p>Fast</p></li></ul>', title: 'Search PRD' }),
      'POST /api/documents': (init) => jsonResponse(201, { ...doc, id: 'n1', ...JSON.parse(String(init?.body)) }),
      'PUT /api/documents/n1': (init) => jsonResponse(200, { ...doc, id: 'n1', ...JSON.parse(String(init?.body)) }),
      'GET /api/documents/n1/messages': chatPages([]),
      'GET /api/documents/n1/suggestions': () => jsonResponse(200, []),
    });
    const { events } = open('/documents?new=1');
    const editor = await screen.findByRole('textbox', { name: 'Document editor' });
    await events.upload(screen.getByTestId('document-file-input'), new File(['# Search PRD'], 'search.md', { type: 'text/markdown' }));
    await waitFor(() => expect(editor.querySelector('h1')).toHaveTextContent('Search PRD'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(editor.querySelector('ul li')).toHaveTextContent('Fast');
    expect(screen.getByRole('textbox', { name: 'Document title' })).toHaveValue('Search PRD');
    await waitFor(() => expect(window.location.search).toBe('?id=n1'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Save status' })).toHaveTextContent('Saved'));
    expect(screen.getByRole('textbox', { name: 'Document editor' })).toBe(editor);
  });

  it('asks before importing into a document with text: Cancel, Append, Replace, or Open as new document', async () => {
    const created: Record<string, unknown>[] = [];
    stubFetch({
      ...baseRoutes,
      'GET /api/documents/d1': () => jsonResponse(200, doc),
      'GET /api/documents/d1/messages': chatPages([]),
      'GET /api/documents/d1/suggestions': () => jsonResponse(200, []),
      'PUT /api/documents/d1': (init) => jsonResponse(200, { ...doc, ...JSON.parse(String(init?.body)) }),
      'POST /api/documents/import': () => jsonResponse(200, { html: '<h2>Imported notes</h2>', title: 'Imported notes' }),
      'POST /api/documents': (init) => {
        created.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return jsonResponse(201, { ...doc, id: 'd2', title: 'Imported notes', content: '<h2>Imported notes</h2>' });
      },
      'GET /api/documents/d2': () => jsonResponse(200, { ...doc, id: 'd2', title: 'Imported notes', content: '<h2>Imported notes</h2>' }),
      'GET /api/documents/d2/messages': chatPages([]),
      'GET /api/documents/d2/suggestions': () => jsonResponse(200, []),
    });
    const { events } = open('/documents?id=d1');
    const editor = await screen.findByRole('textbox', { name: 'Document editor' }, { timeout: 5000 });
    await waitFor(() => expect(editor.querySelector('h1')).toHaveTextContent('Launch plan'));
    const input = screen.getByTestId('document-file-input');
    const file = () => new File(['## Imported notes'], 'notes.md', { type: 'text/markdown' });
    const dialog = async () => screen.findByRole('alertdialog', { name: 'Import into a document with text?' });

    await events.upload(input, file());
    expect(await dialog()).toHaveTextContent('“notes.md”');
    await events.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(editor.innerHTML).not.toContain('Imported notes');

    await events.upload(input, file());
    await events.click(within(await dialog()).getByRole('button', { name: 'Append' }));
    await waitFor(() => expect(editor.querySelector('h2')).toHaveTextContent('Imported notes'));
    expect(editor.querySelector('h1')).toHaveTextContent('Launch plan');
    expect(editor.textContent).toBe('Launch planShip in May.Imported notes');

    await events.upload(input, file());
    await events.click(within(await dialog()).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(editor.querySelector('h1')).toBeNull());
    expect(editor.querySelectorAll('h2')).toHaveLength(1);

    await events.upload(input, file());
    await events.click(within(await dialog()).getByRole('button', { name: 'Open as new document' }));
    await waitFor(() => expect(window.location.search).toBe('?id=d2'));
    expect(created).toEqual([{ title: 'Imported notes', content: '<h2>Imported notes</h2>', type: 'enhance', source: 'upload' }]);
    expect(await screen.findByText('notes.md is open as a new document.')).toBeInTheDocument();
  }, 20_000);

  it('shows the server text when an import fails', async () => {
    stubFetch({
      ...baseRoutes,
      'POST /api/documents/import': () => jsonResponse(400, { message: 'This file is not a Word document.', code: 'bad_file' }),
    });
    const { events } = open('/documents?new=1');
    await screen.findByRole('textbox', { name: 'Document editor' });
    await events.upload(screen.getByTestId('document-file-input'), new File(['x'], 'fake.docx'));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload file. Please try again. This file is not a Word document.')).toBeInTheDocument();
  });

  it("restores this device's unsaved edits, says so, and saves them", async () => {
    const saved: unknown[] = [];
    stubFetch({
      ...baseRoutes,
      'GET /api/documents/d1': () => jsonResponse(200, doc),
      'GET /api/documents/d1/messages': chatPages([]),
      'PUT /api/documents/d1': (init) => {
        const body = JSON.parse(String(init?.body)) as { title: string; content: string };
        saved.push(body);
        return jsonResponse(200, { ...doc, ...body, updatedAt: '2026-03-05T13:00:00.000Z' });
      },
    });
    const content = '<h1>Launch plan</h1><p>Ship in May.</p><p>Offline edit</p>';
    writeDraft(draftKey('u1', 'd1'), { title: 'Launch plan', titleEdited: false, content, editedAt: 1, baseUpdatedAt: doc.updatedAt });
    open('/documents?id=d1');
    const editor = await screen.findByRole('textbox', { name: 'Document editor' });
    expect(editor).toHaveTextContent('Offline edit');
    expect(await screen.findByText('Unsaved changes restored')).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ id: 'd1', title: 'Launch plan', content }]), { timeout: 3000 });
    await waitFor(() => expect(localStorage.getItem(draftKey('u1', 'd1'))).toBeNull());
    expect(screen.getByRole('status', { name: 'Save status' })).toHaveTextContent('Saved');
  });

  it('says when the document cannot be opened', async () => {
    stubFetch({ ...baseRoutes, 'GET /api/documents/nope': () => jsonResponse(404, { message: 'Document not found', code: 'not_found' }) });
    open('/documents?id=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Document not found');
    expect(screen.getByRole('link', { name: 'Back to Documents' })).toHaveAttribute('href', '/documents');
  });
});
