import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FactDto, KnowledgeItemDto } from '@common/products';
import { ProductPage } from '@/pages/products/product-page';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { factOf, productOf } from '@/test/product-data';
import { renderWithProviders } from '@/test/render-with-providers';

const P = 'a1b2c3d4-0000-4000-8000-000000000001';
const CHAT = 'a1b2c3d4-0000-4000-8000-0000000000c1';
const DOC = 'a1b2c3d4-0000-4000-8000-0000000000d1';
const now = new Date().toISOString();
const product = {
  ...productOf(P, 'Acme Payroll'),
  description: 'Payroll for EU small businesses',
  instructions: 'We write in British English',
  updatedAt: now,
};
const fact = (id: string, key: string, value: string, source: FactDto['source'] = 'manual', sourceId: string | null = null): FactDto => ({
  ...factOf(key, value),
  id,
  productId: P,
  source,
  sourceId,
  createdAt: now,
  updatedAt: now,
});
const item = (id: string, name: string, passages: number, kind: KnowledgeItemDto['kind'] = 'file', documentId: string | null = null) => ({
  id,
  productId: P,
  name,
  kind,
  documentId,
  passages,
  createdAt: now,
});
const summary = (id: string, title: string, type: string) => ({ id, title, type, productId: P, createdAt: now, updatedAt: now });
const page = (items: unknown[]) => jsonResponse(200, { items, nextCursor: null });

/** The server of one product, its facts and knowledge held in memory; `calls` records every change sent. */
function serve({ facts = [] as FactDto[], knowledge = [] as KnowledgeItemDto[] } = {}) {
  const calls: { method: string; url: string; body: BodyInit | null | undefined }[] = [];
  const record = (method: string) => (init: RequestInit | undefined, url: string) => {
    calls.push({ method, url, body: init?.body });
  };
  stubFetch({
    [`GET /api/products/${P}`]: () => jsonResponse(200, product),
    'GET /api/products': () => jsonResponse(200, [product]),
    [`GET /api/products/${P}/facts`]: () => jsonResponse(200, facts),
    [`POST /api/products/${P}/facts`]: (init, url) => {
      record('POST')(init, url);
      const body = JSON.parse(String(init?.body)) as { key: string; value: string };
      if (facts.some((f) => f.key === body.key))
        return jsonResponse(409, { message: 'The product already has a fact with this key: change its value instead', code: 'conflict' });
      const created = fact(`f${facts.length + 1}`, body.key, body.value);
      facts.push(created);
      return jsonResponse(201, created);
    },
    [`DELETE /api/products/${P}/facts/f1`]: (init, url) => {
      record('DELETE')(init, url);
      facts.splice(0, 1);
      return jsonResponse(200, { message: 'Fact deleted' });
    },
    [`GET /api/products/${P}/knowledge`]: () => jsonResponse(200, knowledge),
    [`POST /api/products/${P}/knowledge`]: (init, url) => {
      record('POST')(init, url);
      const form = init?.body instanceof FormData ? init.body.get('file') : null;
      const added =
        form instanceof File
          ? item(`k${knowledge.length + 1}`, form.name, 7)
          : item(
              `k${knowledge.length + 1}`,
              'Pricing PRD',
              3,
              'document',
              (JSON.parse(String(init?.body)) as { documentId: string }).documentId,
            );
      knowledge.unshift(added);
      return jsonResponse(201, added);
    },
    [`DELETE /api/products/${P}/knowledge/k1`]: (init, url) => {
      record('DELETE')(init, url);
      knowledge.splice(
        knowledge.findIndex((k) => k.id === 'k1'),
        1,
      );
      return jsonResponse(200, { message: 'Removed' });
    },
    [`DELETE /api/products/${P}`]: (init, url) => {
      record('DELETE')(init, url);
      return jsonResponse(200, { message: 'Product deleted' });
    },
    'GET /api/documents': (_init, url) => {
      const query = new URL(url, 'http://localhost').searchParams;
      if (query.get('productId') === P && query.get('kind') === 'chat') return page([summary(CHAT, 'Payroll onboarding', 'explore')]);
      if (query.get('kind') === 'editor' && !query.has('productId')) return page([summary(DOC, 'Pricing PRD', 'enhance')]);
      return page([]);
    },
    [`GET /api/documents/${CHAT}`]: () => jsonResponse(200, { ...summary(CHAT, 'Payroll onboarding', 'explore'), content: '' }),
    'GET /api/designs': () => jsonResponse(200, []),
  });
  return calls;
}

function open() {
  window.history.replaceState(null, '', `/products/${P}`);
  return { events: userEvent.setup(), ...renderWithProviders(<ProductPage id={P} />) };
}

describe('the product page', () => {
  it('shows the product, its facts with where each came from, its knowledge with passage counts, and its chats', async () => {
    serve({
      facts: [fact('f1', 'target_audience', 'HR managers', 'chat', CHAT), fact('f2', 'pricing', '€4 per employee')],
      knowledge: [item('k1', 'payroll-rules.pdf', 12), item('k2', 'Pricing PRD', 1, 'document', DOC)],
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Acme Payroll', level: 1 })).toBeVisible();
    expect(screen.getByLabelText('Instructions')).toHaveValue('We write in British English');
    expect(screen.getByText('Placed in every chat of this product.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New chat in Acme Payroll' })).toHaveAttribute('href', `/?product=${P}`);

    const facts = await screen.findByRole('list', { name: 'Facts' });
    const [learned, typed] = within(facts).getAllByRole('listitem');
    expect(learned).toHaveTextContent('target_audience');
    expect(await within(learned!).findByRole('link', { name: 'Payroll onboarding' })).toHaveAttribute('href', `/chat/${CHAT}`);
    expect(learned).toHaveTextContent(/Learned in Payroll onboarding · less than a minute ago/);
    expect(typed).toHaveTextContent(/Typed by hand · less than a minute ago/);

    const knowledge = await screen.findByRole('list', { name: 'Knowledge' });
    const [file, document] = within(knowledge).getAllByRole('listitem');
    expect(file).toHaveTextContent('payroll-rules.pdf');
    expect(file).toHaveTextContent('File · 12 passages');
    expect(document).toHaveTextContent('Document · 1 passage');
    expect(within(document!).getByRole('link', { name: 'Pricing PRD' })).toHaveAttribute('href', `/documents?id=${DOC}`);

    const chats = await screen.findByRole('list', { name: 'Chats' });
    expect(within(chats).getByRole('link', { name: /Payroll onboarding/ })).toHaveAttribute('href', `/chat/${CHAT}`);
  });

  it("adds a fact, shows the server's message for a key it already has, and deletes one", async () => {
    const calls = serve({ facts: [fact('f1', 'target_audience', 'HR managers')] });
    const { events } = open();
    await screen.findByRole('list', { name: 'Facts' });

    await events.type(screen.getByLabelText('Fact key'), 'pricing');
    await events.type(screen.getByLabelText('Fact value'), '€4 per employee');
    await events.click(screen.getByRole('button', { name: 'Add fact' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Facts' })).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByLabelText('Fact key')).toHaveValue('');

    await events.type(screen.getByLabelText('Fact key'), 'target_audience');
    await events.type(screen.getByLabelText('Fact value'), 'Someone else');
    await events.click(screen.getByRole('button', { name: 'Add fact' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The product already has a fact with this key: change its value instead');
    expect(within(screen.getByRole('list', { name: 'Facts' })).getAllByRole('listitem')).toHaveLength(2);

    await events.click(screen.getByRole('button', { name: 'Delete target_audience' }));
    await events.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Facts' })).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/products/${P}/facts`,
      `POST /api/products/${P}/facts`,
      `DELETE /api/products/${P}/facts/f1`,
    ]);
  });

  it('uploads a file as multipart `file`, adds a document by id, and removes an item', async () => {
    const calls = serve({ knowledge: [item('k1', 'old-notes.txt', 2)] });
    const { events, container } = open();
    await screen.findByRole('list', { name: 'Knowledge' });

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    await events.upload(input!, new File(['Payroll runs on the 25th.'], 'payroll-rules.md', { type: 'text/markdown' }));
    const knowledge = screen.getByRole('list', { name: 'Knowledge' });
    expect(await within(knowledge).findByText('payroll-rules.md')).toBeVisible();
    const upload = calls[0]?.body;
    expect(upload).toBeInstanceOf(FormData);
    expect(((upload as FormData).get('file') as File).name).toBe('payroll-rules.md');

    await events.click(screen.getByRole('button', { name: 'Add a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a document' });
    await events.click(await within(dialog).findByRole('button', { name: 'Add Pricing PRD' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a document' })).toBeNull());
    expect(await within(knowledge).findByRole('link', { name: 'Pricing PRD' })).toBeVisible();
    expect(calls[1]?.body).toBe(JSON.stringify({ documentId: DOC }));

    await events.click(screen.getByRole('button', { name: 'Remove old-notes.txt' }));
    await events.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(knowledge).queryByText('old-notes.txt')).toBeNull());
    expect(calls[2]).toMatchObject({ method: 'DELETE', url: `/api/products/${P}/knowledge/k1` });
  });

  it('says when the knowledge cannot load, and offers to try again', async () => {
    serve();
    stubFetch({
      [`GET /api/products/${P}`]: () => jsonResponse(200, product),
      [`GET /api/products/${P}/facts`]: () => jsonResponse(200, []),
      [`GET /api/products/${P}/knowledge`]: () => jsonResponse(500, { message: 'boom' }),
      'GET /api/documents': () => page([]),
      'GET /api/designs': () => jsonResponse(200, []),
    });
    open();
    expect(await screen.findByText('Could not load the knowledge.')).toBeVisible();
    expect(screen.getByText('No facts yet. Add one, or accept one a chat offers.')).toBeVisible();
  });

  it('deletes the product only once the user has chosen what becomes of its items', async () => {
    const calls = serve();
    const { events } = open();
    await events.click(await screen.findByRole('button', { name: 'Delete product' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete product' });
    expect(confirm).toBeDisabled();
    await events.click(within(dialog).getByLabelText('Move its chats, documents and designs to no product'));
    await events.click(confirm);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: `/api/products/${P}?items=keep` });
    await waitFor(() => expect(window.location.pathname).toBe('/products'));
  });

  it('says so when the product does not exist', async () => {
    stubFetch({ [`GET /api/products/${P}`]: () => jsonResponse(404, { message: 'Not found' }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeVisible();
  });
});
