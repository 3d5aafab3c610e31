import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { MouseEvent, ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentDto, MessageDto } from '@common/documents';
import { Providers } from '@/app/providers';
import { useDocumentSession, type DocumentSessionOptions } from '@/features/documents/hooks/use-document-session';
import { draftKey, readDraft } from '@/features/documents/lib/local-draft';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { api, paged } from '@/lib/routes';

const saved: DocumentDto = {
  id: 'd1',
  title: 'Launch plan',
  type: 'enhance',
  content: '<h1>Launch plan</h1><p>Ship in May.</p>',
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
};
const review: MessageDto = { id: 'm1', role: 'assistant', content: 'Completeness: 40/100', isQuestion: false, createdAt: saved.createdAt };
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const withEtag = (response: Response, version: string) => (response.headers.set('ETag', `"${version}"`), response);

// jsdom does not lay text out: ProseMirror's scroll-into-view measures a Range.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

function session(options: Partial<DocumentSessionOptions> = {}) {
  const queryClient = createQueryClient();
  const onLeave = vi.fn();
  const onCreated = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
  const hook = renderHook(() => useDocumentSession({ userId: 'u1', initial: null, onCreated, onLeave, ...options }), { wrapper });
  const type = (html: string) => act(() => void hook.result.current.editor.commands.setContent(html, { emitUpdate: true }));
  return { ...hook, queryClient, onLeave, onCreated, type };
}

const clickEvent = (href: string) => {
  const event = { preventDefault: vi.fn(), currentTarget: { href } };
  return event as unknown as MouseEvent<HTMLAnchorElement> & { preventDefault: ReturnType<typeof vi.fn> };
};

describe('useDocumentSession', () => {
  it('creates a new document at its first edit, once however fast the typing, then saves its text', async () => {
    let releaseCreate!: () => void;
    const createHeld = new Promise<void>((resolve) => (releaseCreate = resolve));
    const puts: { body: Record<string, unknown>; ifMatch: string | null }[] = [];
    const fetchMock = stubFetch({
      'POST /api/documents': async (init) => {
        await createHeld;
        return withEtag(jsonResponse(201, { ...saved, id: 'new1', ...bodyOf(init) }), 'v1');
      },
      'PUT /api/documents/new1': (init) => {
        puts.push({ body: bodyOf(init), ifMatch: new Headers(init?.headers).get('If-Match') });
        return withEtag(jsonResponse(200, { ...saved, id: 'new1', ...bodyOf(init) }), 'v2');
      },
    });
    const { result, type, onCreated } = session();
    expect(result.current.save).toMatchObject({ status: 'idle', blank: true });
    type('<p>S</p>');
    expect(result.current.save.blank).toBe(false);
    await waitFor(() => expect(result.current.save.status).toBe('saving'));
    type('<p>Se</p>');
    type('<h1>Search PRD</h1><p>Fast results.</p>');
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(1);
    expect(bodyOf(posts()[0]?.[1])).toEqual({ title: 'S', content: '', type: 'enhance' });

    releaseCreate();
    await waitFor(() => expect(result.current.documentId).toBe('new1'));
    expect(onCreated).toHaveBeenCalledWith('new1');
    await waitFor(() => expect(result.current.save.status).toBe('saved'), { timeout: 3000 });
    expect(posts()).toHaveLength(1);
    expect(puts[0]).toEqual({
      body: { id: 'new1', title: 'Search PRD', content: '<h1>Search PRD</h1><p>Fast results.</p>' },
      ifMatch: '"v1"',
    });
    expect(readDraft(draftKey('u1', null))).toBeNull();
  });

  it('a creation that ends after the editor left still saves the text, and changes no address', async () => {
    let releaseCreate!: () => void;
    const createHeld = new Promise<void>((resolve) => (releaseCreate = resolve));
    const puts: Record<string, unknown>[] = [];
    stubFetch({
      'POST /api/documents': async (init) => {
        await createHeld;
        return withEtag(jsonResponse(201, { ...saved, id: 'new1', ...bodyOf(init) }), 'v1');
      },
      'PUT /api/documents/new1': (init) => (puts.push(bodyOf(init)), withEtag(jsonResponse(200, { ...saved, id: 'new1' }), 'v2')),
    });
    const { type, unmount, onCreated } = session();
    type('<p>Quick note</p>');
    unmount();
    releaseCreate();
    await waitFor(() => expect(puts).toEqual([{ id: 'new1', title: 'Quick note', content: '<p>Quick note</p>' }]));
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('keeps the text of a new document whose creation failed, says why, and tries again', async () => {
    let refuse = true;
    const fetchMock = stubFetch({
      'POST /api/documents': (init) =>
        refuse
          ? jsonResponse(403, { message: 'The Basic plan includes 3 documents per month.', code: 'plan_limit' })
          : withEtag(jsonResponse(201, { ...saved, id: 'new1', ...bodyOf(init) }), 'v1'),
      'PUT /api/documents/new1': (init) => withEtag(jsonResponse(200, { ...saved, id: 'new1', ...bodyOf(init) }), 'v2'),
    });
    const { result, type, onCreated } = session();
    type('<p>Pricing idea</p>');
    expect(await screen.findByText('The Basic plan includes 3 documents per month.')).toBeInTheDocument();
    expect(result.current.save).toMatchObject({ status: 'failed', error: 'The Basic plan includes 3 documents per month.' });
    expect(result.current.editor.getHTML()).toBe('<p>Pricing idea</p>');
    expect(result.current.documentId).toBeNull();

    refuse = false;
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('new1'), { timeout: 4000 });
    await waitFor(() => expect(result.current.save.status).toBe('saved'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
  });

  it('asks for text before analysing, and analyses a new document once it is saved', async () => {
    const fetchMock = stubFetch({
      'POST /api/documents': (init) => withEtag(jsonResponse(201, { ...saved, id: 'new1', ...bodyOf(init) }), 'v1'),
      'PUT /api/documents/new1': (init) => withEtag(jsonResponse(200, { ...saved, id: 'new1', ...bodyOf(init) }), 'v2'),
      'POST /api/documents/new1/feedback': () => jsonResponse(200, { id: 'new1', messages: [review] }),
    });
    const { result, type, queryClient } = session();
    await act(async () => result.current.analyze());
    expect(await screen.findByText('Please add some content to analyze')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    type('<h1>Search PRD</h1><p>Fast results.</p>');
    await act(async () => result.current.analyze());
    await waitFor(() => expect(result.current.analyzed).toBe(true));
    expect(queryClient.getQueryData(paged(api.messages.list, { id: 'new1' }).queryKey)).toEqual({
      pages: [{ items: [review], nextCursor: null }],
      pageParams: [null],
    });
    expect(await screen.findByText('Analysis generated successfully')).toBeInTheDocument();
  });

  it('auto-saves a saved document after an edit, the title following its first line', async () => {
    const puts: Record<string, unknown>[] = [];
    stubFetch({
      'PUT /api/documents/d1': (init) => {
        puts.push(bodyOf(init));
        return jsonResponse(200, { ...saved, ...bodyOf(init), updatedAt: '2026-03-05T13:00:00.000Z' });
      },
    });
    const { result, type } = session({ initial: saved });
    expect(result.current.save.status).toBe('idle');
    type('<h1>Launch plan v2</h1><p>Ship in June.</p>');
    expect(result.current.save.status).toBe('pending');
    await waitFor(
      () => expect(puts).toEqual([{ id: 'd1', title: 'Launch plan v2', content: '<h1>Launch plan v2</h1><p>Ship in June.</p>' }]),
      {
        timeout: 3000,
      },
    );
    await waitFor(() => expect(result.current.save.status).toBe('saved'));
    expect(readDraft(draftKey('u1', 'd1'))).toBeNull();
  });

  it('saves pending edits before an export, and lets a clean export go at once', async () => {
    const puts: unknown[] = [];
    stubFetch({ 'PUT /api/documents/d1': (init) => (puts.push(bodyOf(init)), jsonResponse(200, { ...saved, ...bodyOf(init) })) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { result, type } = session({ initial: saved });
    const clean = clickEvent('/api/documents/d1/export?format=md');
    result.current.exportDocument(clean);
    expect(clean.preventDefault).not.toHaveBeenCalled();

    type('<p>Edited</p>');
    const pending = clickEvent('/api/documents/d1/export?format=docx');
    result.current.exportDocument(pending);
    expect(pending.preventDefault).toHaveBeenCalled();
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(puts).toHaveLength(1);
    click.mockRestore();
  });

  it('imports a file into the editor, and refuses another type', async () => {
    stubFetch({ 'POST /api/documents/import': () => jsonResponse(200, { html: '<h2>Imported</h2>', title: 'Imported' }) });
    const { result } = session();
    await act(async () => result.current.upload(new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' })));
    expect(await screen.findByText('Unsupported file type')).toBeInTheDocument();
    await act(async () => result.current.upload(new File(['## Imported'], 'notes.md', { type: 'text/markdown' })));
    await waitFor(() => expect(result.current.editor.getHTML()).toMatch(/^<h2>Imported<\/h2>/));
    expect(result.current.uploading).toBe(false);
    expect(result.current.title.value).toBe('Imported');
  });

  it('asks before leaving a new document that could not be created, and leaves a clean one at once', async () => {
    stubFetch({ 'POST /api/documents': () => jsonResponse(500, { message: 'boom' }) });
    const fresh = session();
    fresh.type('<p>Unsaved thoughts</p>');
    await waitFor(() => expect(fresh.result.current.save.status).toBe('failed'));
    await act(async () => fresh.result.current.leave.back());
    await waitFor(() => expect(fresh.result.current.leave.dialog.reason).toBe('new'));
    expect(fresh.onLeave).not.toHaveBeenCalled();
    act(() => fresh.result.current.leave.dialog.onLeave());
    expect(fresh.onLeave).toHaveBeenCalledTimes(1);
    expect(readDraft(draftKey('u1', null))?.content).toBe('<p>Unsaved thoughts</p>');

    localStorage.removeItem(draftKey('u1', null));
    const untouched = session();
    await act(async () => untouched.result.current.leave.back());
    await waitFor(() => expect(untouched.onLeave).toHaveBeenCalledTimes(1));

    const opened = session({ initial: saved });
    await act(async () => opened.result.current.leave.back());
    await waitFor(() => expect(opened.onLeave).toHaveBeenCalledTimes(1));
    expect(opened.result.current.leave.dialog.reason).toBeNull();
  });

  it('asks before leaving when the last save failed', async () => {
    stubFetch({ 'PUT /api/documents/d1': () => jsonResponse(500, { message: 'boom' }) });
    const { result, type, onLeave } = session({ initial: saved });
    type('<p>Will not save</p>');
    await act(async () => result.current.leave.back());
    await waitFor(() => expect(result.current.leave.dialog.reason).toBe('failed'));
    expect(onLeave).not.toHaveBeenCalled();
    expect(await screen.findByText('Failed to save changes')).toBeInTheDocument();
  });
});
