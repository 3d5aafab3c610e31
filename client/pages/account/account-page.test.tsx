// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UsageDto } from '@common/account';
import type { User } from '@common/auth';
import { AccountPage } from '@/pages/account/account-page';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { api, resource } from '@/lib/routes';

const user: User = {
  id: 'u1',
  email: 'pm@example.com',
  createdAt: '2025-03-04T10:00:00.000Z',
  isAdmin: false,
  otpVerified: true,
  plan: 'basic',
};
const usage: UsageDto = {
  plan: 'basic',
  limit: 3,
  used: 2,
  periodStart: '2025-03-01T00:00:00.000Z',
  periodEnd: '2025-04-01T00:00:00.000Z',
};

describe('AccountPage', () => {
  it('shows the profile, the plan and this month usage against the limit', async () => {
    stubFetch({ 'GET /api/account/usage': () => jsonResponse(200, usage) });
    renderWithProviders(<AccountPage user={user} />);
    expect(screen.getByText('pm@example.com')).toBeInTheDocument();
    expect(screen.getByText('March 4, 2025')).toBeInTheDocument();
    expect(screen.getByText('Basic')).toBeInTheDocument();
    expect(await screen.findByText('2 of 3 documents used this month')).toBeInTheDocument();
    const meter = screen.getByRole('progressbar', { name: 'Documents used this month' });
    expect(meter).toHaveAttribute('aria-valuenow', '2');
    expect(meter).toHaveAttribute('aria-valuemax', '3');
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('links admins to the Admin Dashboard', () => {
    stubFetch({ 'GET /api/account/usage': () => jsonResponse(200, usage) });
    renderWithProviders(<AccountPage user={{ ...user, isAdmin: true }} />);
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('deletes the account only once the e-mail is typed, then forgets the session and goes to /', async () => {
    const fetchMock = stubFetch({
      'GET /api/account/usage': () => jsonResponse(200, usage),
      'DELETE /api/account': () => jsonResponse(200, { message: 'Deleted' }),
    });
    window.history.replaceState(null, '', '/account');
    const events = userEvent.setup();
    const { queryClient } = renderWithProviders(<AccountPage user={user} />);
    queryClient.setQueryData(resource(api.auth.user).queryKey, user);

    await events.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete account' });
    const remove = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(remove).toBeDisabled();
    const confirm = within(dialog).getByRole('textbox', { name: 'Type pm@example.com to confirm' });
    await events.type(confirm, 'pm@example.co');
    expect(remove).toBeDisabled();
    await events.type(confirm, 'm');
    await events.click(remove);

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ confirm: 'pm@example.com' });
    expect(queryClient.getQueryData(resource(api.auth.user).queryKey)).toBeNull();
    expect(await screen.findByText('Your account and all its data were deleted.')).toBeInTheDocument();
  });

  it("keeps the account and shows the server's message when the deletion is refused", async () => {
    stubFetch({
      'GET /api/account/usage': () => jsonResponse(200, usage),
      'DELETE /api/account': () => jsonResponse(400, { message: 'Type your e-mail address exactly', code: 'bad_request' }),
    });
    const events = userEvent.setup();
    renderWithProviders(<AccountPage user={user} />);
    await events.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete account' });
    await events.type(within(dialog).getByRole('textbox'), 'PM@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Type your e-mail address exactly')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete account' })).toBeInTheDocument();
  });
});
