// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserDto, PromptDto, QuestionnaireDto } from '@common/admin';
import type { User } from '@common/auth';
import { AdminPage } from '@/pages/admin/admin-page';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';

const admin: User = {
  id: 'u1',
  email: 'admin@example.com',
  createdAt: '2025-03-04T10:00:00.000Z',
  isAdmin: true,
  otpVerified: true,
  plan: 'basic',
};
const users: AdminUserDto[] = [
  { id: 'u2', email: 'pm@example.com', otpVerified: false, isAdmin: false, plan: 'pro', createdAt: '2025-04-01T10:00:00.000Z' },
  { ...admin, createdAt: admin.createdAt },
];
const prompts: PromptDto[] = [
  { id: 'p1', type: 'chat', content: 'Be a helpful CPO.' },
  { id: 'p2', type: 'document_feedback', content: 'Review the PRD.' },
];
const questionnaires: QuestionnaireDto[] = [{ id: 'q1', type: 'prd', questions: [{ key: 'goal', question: 'What is the goal?' }] }];

function stubAdminApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/admin/users': () => jsonResponse(200, users),
    'GET /api/admin/prompts': () => jsonResponse(200, prompts),
    'GET /api/admin/questionnaires': () => jsonResponse(200, questionnaires),
    ...extra,
  });
}

describe('AdminPage', () => {
  it('asks visitors to log in first', () => {
    renderWithProviders(<AdminPage user={null} />);
    expect(screen.getByText('Please log in first')).toBeInTheDocument();
  });

  it('sends users who are not admins to /', async () => {
    window.history.replaceState(null, '', '/admin');
    renderWithProviders(<AdminPage user={{ ...admin, isAdmin: false }} />);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('shows a spinner until users, prompts and questionnaires are loaded, then the Users tab', async () => {
    stubAdminApi();
    renderWithProviders(<AdminPage user={admin} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Users', 'AI connections', 'Usage', 'AI Prompts', 'Journey Questionnaires', 'Templates', 'Feedback', 'Votes']);
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    const row = screen.getByRole('listitem', { name: 'pm@example.com' });
    expect(row).toHaveTextContent('Verified:No');
    expect(row).toHaveTextContent('Admin:No');
    expect(row).toHaveTextContent(`Joined:${new Date(users[0]!.createdAt).toLocaleDateString()}`);
    expect(within(row).getByRole('combobox', { name: 'Plan of pm@example.com' })).toHaveValue('pro');
  });

  it('edits one prompt at a time and saves it, with Edit disabled while the save is pending', async () => {
    let release = () => {};
    const put = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = stubAdminApi({
      'PUT /api/admin/prompts/p1': async (init) => {
        await put;
        return jsonResponse(200, JSON.parse(String(init?.body)));
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage user={admin} />);
    await user.click(await screen.findByRole('tab', { name: 'AI Prompts' }));
    const chat = screen.getByRole('region', { name: 'Chat' });
    const feedback = screen.getByRole('region', { name: 'Document_feedback' });

    await user.click(within(feedback).getByRole('button', { name: 'Edit' }));
    await user.click(within(chat).getByRole('button', { name: 'Edit' }));
    expect(within(feedback).queryByRole('textbox')).not.toBeInTheDocument();
    const field = within(chat).getByRole('textbox', { name: 'Chat prompt' });
    expect(field).toHaveAttribute('rows', '12');
    await user.clear(field);
    await user.type(field, 'Be brief.');
    await user.click(within(chat).getByRole('button', { name: 'Save' }));

    expect(within(feedback).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(chat).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('Prompt updated successfully')).toBeInTheDocument();
    expect(within(chat).queryByRole('textbox')).not.toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ id: 'p1', type: 'chat', content: 'Be brief.' });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/prompts')).toHaveLength(2);
  });

  it("shows the server's message when a questionnaire cannot be saved", async () => {
    stubAdminApi({
      'PUT /api/admin/questionnaires/prd': () => jsonResponse(400, { message: 'at most 30 questions', code: 'bad_request' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage user={admin} />);
    await user.click(await screen.findByRole('tab', { name: 'Journey Questionnaires' }));
    const prd = screen.getByRole('region', { name: 'Prd' });
    await user.click(within(prd).getByRole('button', { name: 'Edit' }));
    await user.click(within(prd).getByRole('button', { name: 'Add Question' }));
    expect(within(prd).getByRole('textbox', { name: 'Key of question 2' })).toHaveValue('');
    expect(within(prd).getByRole('textbox', { name: 'Text of question 2' })).toHaveAttribute('rows', '3');
    await user.click(within(prd).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('at most 30 questions')).toBeInTheDocument();
    expect(within(prd).getByRole('textbox', { name: 'Key of question 2' })).toBeInTheDocument();
  });
});
