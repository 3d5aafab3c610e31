// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@common/auth';
import type { DocumentSummary } from '@common/documents';
import { AppRouter } from '@/app/router';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';

const signedOut = () => jsonResponse(401, { message: 'Please sign in to continue', code: 'unauthorized' });
const verifiedUser: User = {
  id: 'u1',
  email: 'pm@example.com',
  createdAt: '2025-03-04T10:00:00.000Z',
  isAdmin: false,
  otpVerified: true,
  plan: 'basic',
};
const doc = (id: string, title: string, type: DocumentSummary['type'], updatedAt: string): DocumentSummary => ({
  id,
  title,
  type,
  createdAt: updatedAt,
  updatedAt,
});
const documents = [
  doc('d1', 'Checkout PRD', 'prd', '2025-03-05T10:00:00.000Z'),
  doc('d2', '', 'explore', '2025-03-06T10:00:00.000Z'),
  doc('d3', 'Pricing brief', 'enhance', '2025-03-07T10:00:00.000Z'),
];

/** What the server's sidebar summary answers for these documents and no designs. */
const sidebarOf = (list: DocumentSummary[]) => () =>
  jsonResponse(200, {
    counts: {
      chats: list.filter((d) => d.type !== 'enhance').length,
      documents: list.filter((d) => d.type === 'enhance').length,
      designs: 0,
    },
    recentChats: list.filter((d) => d.type !== 'enhance').toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
  });

function visit(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<AppRouter />);
}

describe('AppRouter', () => {
  it('opens a share link outside the sign-in gate and the app frame, signed in or not', async () => {
    const shared = () =>
      jsonResponse(200, { kind: 'document', title: 'Shared PRD', content: '<p>Hello</p>', updatedAt: '2025-03-05T10:00:00.000Z' });
    for (const user of [signedOut, () => jsonResponse(200, verifiedUser)]) {
      stubFetch({ 'GET /api/user': user, 'GET /api/shared/tok': shared });
      const { unmount } = visit('/s/tok');
      expect(await screen.findByRole('heading', { name: 'Shared PRD', level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
      expect(window.location.pathname).toBe('/s/tok');
      unmount();
    }
  });

  it('shows the landing when a signed-out visitor opens /chats', async () => {
    stubFetch({ 'GET /api/user': signedOut });
    visit('/chats');
    expect(await screen.findByRole('heading', { name: 'Your AI Chief Product Officer' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('asks nothing of the server when the browser holds no session, and shows the landing', async () => {
    document.cookie = 'ns_signed_in=; path=/; max-age=0';
    try {
      const fetchMock = stubFetch({});
      visit('/chats');
      expect(await screen.findByRole('heading', { name: 'Your AI Chief Product Officer' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/');
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      document.cookie = 'ns_signed_in=1; path=/';
    }
  });

  it('shows the not-found screen for an unknown path', async () => {
    stubFetch({ 'GET /api/user': signedOut });
    visit('/nowhere');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('gives a verified user the sidebar and the account page', async () => {
    stubFetch({
      'GET /api/user': () => jsonResponse(200, verifiedUser),
      'GET /api/sidebar': sidebarOf(documents),
    });
    visit('/account');
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getByText('March 4, 2025')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(await within(sidebar).findByRole('link', { name: 'Chats 2' })).toHaveAttribute('href', '/chats');
    expect(within(sidebar).getByRole('link', { name: 'Documents 1' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Designs 0' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    const recent = within(sidebar).getByRole('region', { name: 'Recent Chats' });
    const links = within(recent).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Untitled', '/chat/d2'],
      ['Checkout PRD', '/chat/d1'],
    ]);
  });

  it('opens the home screen at / and All Chats at /chats, each loaded on demand', async () => {
    stubFetch({
      'GET /api/user': () => jsonResponse(200, verifiedUser),
      // The chats page asks for its first page of chats only; the server leaves the editor documents out.
      'GET /api/documents?kind=chat&limit=30': () =>
        jsonResponse(200, { items: documents.filter((d) => d.type !== 'enhance'), nextCursor: null }),
      'GET /api/sidebar': sidebarOf(documents),
    });
    const user = userEvent.setup();
    visit('/');
    expect(await screen.findByRole('heading', { name: 'What do you want to know?' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    await user.click(await within(sidebar).findByRole('link', { name: 'Chats 2' }));
    expect(await screen.findByRole('heading', { name: 'All Chats' })).toBeInTheDocument();
    expect(await screen.findByText('2 chats')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Checkout PRD' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Untitled' })).toBeInTheDocument();
    expect(screen.queryByText('Pricing brief', { selector: 'h2' })).not.toBeInTheDocument();
  });

  it('collapses the sidebar to icons and remembers it', async () => {
    stubFetch({
      'GET /api/user': () => jsonResponse(200, verifiedUser),
      'GET /api/sidebar': sidebarOf([]),
    });
    const user = userEvent.setup();
    visit('/account');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Recent Chats' })).not.toBeInTheDocument();
    expect(localStorage.getItem('northstar.sidebar-collapsed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(localStorage.getItem('northstar.sidebar-collapsed')).toBe('false');
  });

  it('opens the workspace once the code is verified', async () => {
    let verified = false;
    stubFetch({
      'GET /api/user': () => (verified ? jsonResponse(200, verifiedUser) : signedOut()),
      'GET /api/sidebar': sidebarOf([]),
      'POST /api/request-otp': () => jsonResponse(200, { message: 'Verification code sent' }),
      'POST /api/verify-otp': () => {
        verified = true;
        return jsonResponse(200, verifiedUser);
      },
    });
    const user = userEvent.setup();
    visit('/');
    await user.type(await screen.findByLabelText('Email'), 'pm@example.com{Enter}');
    await user.type(await screen.findByLabelText('Verification code'), '123456{Enter}');
    expect(await screen.findByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByText('pm@example.com')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('logs out to the landing', async () => {
    let signedIn = true;
    stubFetch({
      'GET /api/user': () => (signedIn ? jsonResponse(200, verifiedUser) : signedOut()),
      'GET /api/sidebar': sidebarOf([]),
      'POST /api/logout': () => {
        signedIn = false;
        return jsonResponse(200, { message: 'Signed out' });
      },
    });
    const user = userEvent.setup();
    visit('/account');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(await within(sidebar).findByText('No chats yet')).toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Start Now' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
