import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DesignDto, DesignMessageDto } from '@common/designs';
import { DesignEditorPage } from '@/pages/designs/design-editor-page';
import { chatPages, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { chunks, replyStream } from '@/test/reply-stream-stub';

const design: DesignDto = {
  id: 'x1',
  title: 'Checkout',
  content: '',
  imageUrl: '/uploads/00000000-0000-4000-8000-000000000000.png',
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
};
let n = 0;
const msg = (role: DesignMessageDto['role'], content: string): DesignMessageDto => ({
  id: `dm${++n}`,
  role,
  content,
  createdAt: new Date(2026, 0, 1, 9, 30, n).toISOString(),
});

function open(
  routes: Record<string, (init: RequestInit | undefined) => Response>,
  messages = [msg('assistant', '## Review\nThe button is small.')],
) {
  stubFetch({
    'GET /api/designs/x1': () => jsonResponse(200, design),
    'GET /api/designs/x1/messages': chatPages(messages),
    'GET /api/ai/status': () => jsonResponse(200, { engine: 'offline', provider: 'offline', model: 'rules' }),
    ...routes,
  });
  return { user: userEvent.setup(), ...renderWithProviders(<DesignEditorPage id="x1" />) };
}

const log = () => screen.getByRole('log', { name: 'Design Chat messages' });
const findLog = () => screen.findByRole('log', { name: 'Design Chat messages' });
const input = () => screen.getByPlaceholderText('Ask about the design...');
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('the design chat', () => {
  it('streams the reply as it is written; Stop asks the server to stop and keeps what came', async () => {
    const sent: unknown[] = [];
    const messages = [msg('assistant', '## Review\nThe button is small.')];
    const question = msg('user', 'What first?');
    const { user } = open(
      {
        'POST /api/designs/x1/messages': (init) => {
          sent.push(bodyOf(init));
          return replyStream(init, [chunks.userMessage(question), chunks.text('Start with the **button**')], true);
        },
        // The server saves what came before it answers Stop.
        'DELETE /api/designs/x1/reply': () => {
          messages.push(question, msg('assistant', 'Start with the **button**'));
          return jsonResponse(200, { stopped: true });
        },
      },
      messages,
    );
    expect(await within(await findLog()).findByText('The button is small.')).toBeInTheDocument();
    await user.type(input(), 'What first?{Enter}');
    expect(await within(log()).findByText('button')).toBeInTheDocument();
    expect(sent).toEqual([{ content: 'What first?' }]);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument();
    const replies = within(log()).getAllByRole('article', { name: 'Northstar said' });
    expect(replies.at(-1)).toHaveTextContent('Start with the button');
  });

  it("says 'AI is thinking...' until the reply begins", async () => {
    const { user } = open({ 'POST /api/designs/x1/messages': (init) => replyStream(init, [chunks.userMessage(msg('user', 'Hi'))], true) });
    await within(await findLog()).findByText('The button is small.');
    await user.type(input(), 'Hi{Enter}');
    expect(await within(log()).findByText('AI is thinking...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(within(log()).queryByText('AI is thinking...')).not.toBeInTheDocument();
  });

  it('shows a failed reply with Retry, which asks for a new one', async () => {
    const { user } = open({
      'POST /api/designs/x1/messages': (init) =>
        replyStream(init, [chunks.userMessage(msg('user', 'Contrast?')), chunks.error('The AI provider is unavailable.')]),
      'POST /api/designs/x1/reply': (init) =>
        replyStream(init, [chunks.text('Raise it.'), chunks.saved(msg('assistant', 'Raise it.')), chunks.finish]),
    });
    await within(await findLog()).findByText('The button is small.');
    await user.type(input(), 'Contrast?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI provider is unavailable.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(log()).findByText('Raise it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps the question field closed until there is an analysis', async () => {
    open({}, []);
    expect(await within(await findLog()).findByText('No analysis yet')).toBeInTheDocument();
    expect(input()).toBeDisabled();
  });
});
