import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HomePage } from '@/pages/home/home-page';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';

const created = (init: RequestInit | undefined) => {
  const body = JSON.parse(String(init?.body)) as Record<string, string>;
  return jsonResponse(201, { id: 'd9', ...body, createdAt: 'x', updatedAt: 'x' });
};

function open() {
  window.history.replaceState(null, '', '/');
  return { user: userEvent.setup(), ...renderWithProviders(<HomePage />) };
}

describe('HomePage', () => {
  it('starts a chat from the question and opens it with the question', async () => {
    const fetchMock = stubFetch({ 'POST /api/documents': created, 'GET /api/documents': () => jsonResponse(200, []) });
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'What do you want to know?' })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Ask anything...'), 'How do we price this?{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/chat/d9'));
    expect(new URLSearchParams(window.location.search).get('message')).toBe('How do we price this?');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"title":"New Chat","content":"","type":"explore"}');
  });

  it('starts a journey chat in the product that ?product= names, and says so above the question', async () => {
    const product = { id: 'p1', name: 'Acme Payroll', description: '', instructions: '', createdAt: 'x', updatedAt: 'x' };
    const fetchMock = stubFetch({ 'POST /api/documents': created, 'GET /api/products': () => jsonResponse(200, [product]) });
    window.history.replaceState(null, '', '/?product=p1');
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('status')).toHaveTextContent('New chat in Acme Payroll');
    await user.click(screen.getByRole('button', { name: /Validate Your Ideas/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/chat/d9'));
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));
    expect(posted).toEqual([{ title: 'New Validate Document', content: '', type: 'validate', productId: 'p1' }]);
  });

  it("offers no product for a ?product= that is not one of the user's", async () => {
    const fetchMock = stubFetch({ 'POST /api/documents': created, 'GET /api/products': () => jsonResponse(200, []) });
    window.history.replaceState(null, '', '/?product=gone');
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    await user.type(screen.getByPlaceholderText('Ask anything...'), 'Hello{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/chat/d9'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body).toBe(
      '{"title":"New Chat","content":"","type":"explore"}',
    );
  });

  it('says under the question why a start failed, with no toast, and keeps the question', async () => {
    stubFetch({ 'POST /api/documents': () => jsonResponse(500, { message: 'Something went wrong' }) });
    const { user } = open();
    await user.type(screen.getByPlaceholderText('Ask anything...'), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect((await screen.findByRole('region', { name: /Notifications/ }, { timeout: 4000 })).querySelectorAll('li')).toHaveLength(0);
    expect(screen.getByPlaceholderText('Ask anything...')).toHaveValue('Hello');
  });

  it('names the plan limit and links the plans page when the plan refuses a new chat', async () => {
    const message = 'The Basic plan includes 3 documents per month (chats, documents and designs), and you have used them this month.';
    stubFetch({ 'POST /api/documents': () => jsonResponse(403, { message, code: 'plan_limit' }) });
    const { user } = open();
    await user.type(screen.getByPlaceholderText('Ask anything...'), 'Hello{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('link', { name: 'See plans' }));
    expect(window.location.pathname).toBe('/billing');
  });

  it('starts a journey chat titled after its type', async () => {
    const fetchMock = stubFetch({ 'POST /api/documents': created, 'GET /api/documents': () => jsonResponse(200, []) });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: /Draft a PRD from Scratch/ }));
    expect(await screen.findByText('Chat session started')).toBeInTheDocument();
    expect(screen.getByText('You can now interact with the AI assistant')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/chat/d9');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"title":"New PRD Document","content":"","type":"prd"}');
  });

  it('says so when a journey cannot start', async () => {
    stubFetch({ 'POST /api/documents': () => jsonResponse(500, { message: 'Something went wrong' }) });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: /Validate Your Ideas/ }));
    expect(await screen.findByText('Failed to start chat session')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ }).querySelectorAll('li')).toHaveLength(1);
    expect(window.location.pathname).toBe('/');
  });

  it('opens the documents for Enhance, creating nothing', async () => {
    const fetchMock = stubFetch({});
    const { user } = open();
    await user.click(screen.getByRole('button', { name: /Enhance an Existing PRD/ }));
    expect(window.location.pathname).toBe('/documents');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a bad e-mail in the invite dialog without sending anything', async () => {
    const fetchMock = stubFetch({ 'GET /api/teams': () => jsonResponse(200, []) });
    const { user } = open();
    expect(screen.getByText(/30 day free trial of Enterprise Pro/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite colleagues' }));
    await user.type(screen.getByLabelText('Email'), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/email/i);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('sends a real invitation, making the user a team first when they have none', async () => {
    const fetchMock = stubFetch({
      'GET /api/teams': () => jsonResponse(200, []),
      'POST /api/teams': () => jsonResponse(201, { id: 't1', name: "ann's team", role: 'owner', createdAt: 'x' }),
      'POST /api/teams/t1/invites': () => jsonResponse(201, { status: 'invited', email: 'bo@example.com', role: 'editor' }),
    });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Invite colleagues' }));
    await user.type(screen.getByLabelText('Email'), ' Bo@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    const invite = fetchMock.mock.calls.find(([url]) => String(url) === '/api/teams/t1/invites');
    expect(JSON.parse(String(invite?.[1]?.body))).toEqual({ email: 'bo@example.com', role: 'editor' });
  }, 15_000);
});
