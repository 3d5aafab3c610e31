import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemoryDto, MessageDto } from '@common/documents';
import { ChatPage } from '@/pages/chat/chat-page';
import { doc, msg, questions } from '@/test/chat-data';
import { chatPages, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { chunks, replyStream } from '@/test/reply-stream-stub';

function chatRoutes({ messages = [] as MessageDto[], questionnaire = true, memories = [] as MemoryDto[] } = {}) {
  return {
    'GET /api/documents/d1': () => jsonResponse(200, doc),
    'GET /api/documents/d1/messages': chatPages(messages),
    'GET /api/documents/d1/memories': () => jsonResponse(200, memories),
    'GET /api/questionnaires/prd': () =>
      questionnaire ? jsonResponse(200, { id: 'q', type: 'prd', questions }) : jsonResponse(404, { message: 'Questionnaire not found' }),
    'GET /api/ai/status': () => jsonResponse(200, { engine: 'offline', provider: 'offline', model: 'rules' }),
  };
}

function open(path = '/chat/d1') {
  window.history.replaceState(null, '', path);
  return { user: userEvent.setup(), ...renderWithProviders(<ChatPage id="d1" />) };
}

const input = () => screen.getByPlaceholderText('Type your message or paste an image...');
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('ChatPage', () => {
  it("runs the guided questionnaire, remembers the answers and sends the summary in the user's words only", async () => {
    const memories: MemoryDto[] = [];
    const sent: Record<string, unknown>[] = [];
    const stored: MessageDto[] = [];
    stubFetch({
      ...chatRoutes(),
      'POST /api/documents/d1/memories': (init) => {
        const body = bodyOf(init) as { key: string; value: string; importance: number };
        memories.push({ id: body.key, ...body, proposed: false });
        return jsonResponse(200, { id: body.key, ...body, proposed: false });
      },
      'POST /api/documents/d1/messages': (init) => {
        const body = bodyOf(init);
        sent.push(body);
        const saved = msg('user', String(body.content), body.isQuestion === true);
        stored.push(saved);
        if (body.isQuestion) return jsonResponse(200, [saved]);
        return replyStream(init, [
          chunks.userMessage(saved),
          chunks.text('Great, '),
          chunks.saved(saved, msg('assistant', 'Great, here is a plan.')),
          chunks.finish,
        ]);
      },
    });
    const { user } = open();
    expect(await screen.findByText('Let me ask you a few questions about your PRD journey:')).toBeInTheDocument();
    expect(screen.getByText('What is the product called?')).toBeInTheDocument();

    await user.type(input(), 'Acme Notes{Enter}');
    expect(await screen.findByText('What is the goal?')).toBeInTheDocument();
    await user.type(input(), 'Grow revenue{Enter}');

    expect(await screen.findByText('Great, here is a plan.')).toBeInTheDocument();
    expect(memories.map((m) => [m.key, m.value, m.importance])).toEqual([
      ['product_name', 'Acme Notes', 5],
      ['goal', 'Grow revenue', 3],
    ]);
    expect(sent.slice(0, 2)).toEqual([
      { content: 'Acme Notes', isQuestion: true, questionKey: 'product_name' },
      { content: 'Grow revenue', isQuestion: true, questionKey: 'goal' },
    ]);
    // The user's words only: the server keeps the document's memories beside the message.
    expect(sent[2]).toEqual({
      isQuestion: false,
      content:
        "Thank you for answering those questions. Here's what I understand:\n\n" +
        '- product_name: Acme Notes\n- goal: Grow revenue\n\n' +
        'Based on this information, let me help you with your PRD journey.',
    });
    const summary = screen.getAllByRole('article', { name: 'You said' }).at(-1) as HTMLElement;
    expect(summary.textContent?.startsWith('Thank you for answering those questions.')).toBe(true);
    expect(within(summary).getByText("Thank you for answering those questions. Here's what I understand:")).toBeInTheDocument();
  });

  it('keeps the typed text and shows the server text when a message is refused', async () => {
    stubFetch({
      ...chatRoutes({ messages: [msg('user', 'Hi'), msg('assistant', 'Hello')] }),
      'POST /api/documents/d1/messages': () => jsonResponse(429, { message: 'You are sending requests too fast.', code: 'rate_limited' }),
    });
    const { user } = open();
    await screen.findByText('Hello');
    // The whole chat downloads as Markdown from the header.
    expect(screen.getByRole('link', { name: 'Export as Markdown' })).toHaveAttribute('href', '/api/documents/d1/export?format=md');
    await user.type(input(), 'Another one{Enter}');
    expect(await screen.findByText('You are sending requests too fast.')).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveValue('Another one'));
    expect(screen.getAllByRole('article', { name: 'You said' })).toHaveLength(1);
  });

  it('shows the reply as it streams; Stop asks the server to stop and keeps what came', async () => {
    const messages = [msg('user', 'Hi'), msg('assistant', 'Hello')];
    const asked = msg('user', 'Tell me more');
    const fetchMock = stubFetch({
      ...chatRoutes({ messages }),
      'POST /api/documents/d1/messages': (init) => replyStream(init, [chunks.userMessage(asked), chunks.text('Partial **answer**')], true),
      // The server saves what came before it answers Stop.
      'DELETE /api/documents/d1/reply': () => {
        messages.push(asked, msg('assistant', 'Partial **answer**'));
        return jsonResponse(200, { stopped: true });
      },
    });
    const { user } = open();
    await screen.findByText('Hello');
    await user.type(input(), 'Tell me more{Enter}');
    expect(await screen.findByText('answer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument();
    const replies = screen.getAllByRole('article', { name: 'Northstar said' });
    expect(replies.at(-1)).toHaveTextContent('Partial answer');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('opened while its reply is being written, shows the reply so far and follows it to the end', async () => {
    const asked = msg('user', 'Plan the launch');
    const saved = msg('assistant', 'Launch in **May**, then grow.');
    stubFetch({
      ...chatRoutes({ messages: [asked] }),
      'GET /api/documents/d1/reply': (init) =>
        replyStream(init, [
          chunks.userMessage(asked),
          chunks.text('Launch in **May**'),
          chunks.text(', then grow.'),
          chunks.saved(asked, saved),
          chunks.finish,
        ]),
    });
    open();
    expect(await screen.findByText('May')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: 'Northstar said' }).at(-1)).toHaveTextContent('Launch in May, then grow.'),
    );
    expect(screen.queryByText('This message has no reply yet.')).not.toBeInTheDocument();
  });

  it('follows the reply on the server when the stream of a send drops, instead of failing', async () => {
    const asked = msg('user', 'And then?');
    const saved = msg('assistant', 'Then we measure.');
    let follows = 0;
    stubFetch({
      ...chatRoutes({ messages: [msg('user', 'Hi'), msg('assistant', 'Hello')] }),
      // The connection drops after the first words: the stream ends with no finish.
      'POST /api/documents/d1/messages': (init) => replyStream(init, [chunks.userMessage(asked), chunks.text('Then')]),
      'GET /api/documents/d1/reply': (init) => {
        // The first ask is the chat opening, when nothing was being written.
        if (++follows === 1) return new Response(null, { status: 204 });
        return replyStream(init, [chunks.userMessage(asked), chunks.text('Then we measure.'), chunks.saved(asked, saved), chunks.finish]);
      },
    });
    const { user } = open();
    await screen.findByText('Hello');
    await waitFor(() => expect(follows).toBe(1));
    await user.type(input(), 'And then?{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Northstar said' }).at(-1)).toHaveTextContent('Then we measure.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed reply with Retry, which asks for a new reply', async () => {
    const question = msg('user', 'Why?');
    stubFetch({
      ...chatRoutes({ messages: [question] }),
      'POST /api/documents/d1/reply': (init) =>
        replyStream(init, [chunks.text('Because.'), chunks.saved(msg('assistant', 'Because.')), chunks.finish]),
      'POST /api/documents/d1/messages': (init) =>
        replyStream(init, [chunks.userMessage(msg('user', 'And then?')), chunks.error('The AI provider is unavailable.')]),
    });
    const { user } = open();
    expect(await screen.findByText('This message has no reply yet.')).toBeInTheDocument();
    await user.type(input(), 'And then?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI provider is unavailable.');
    expect(screen.getAllByRole('article', { name: 'You said' }).at(-1)).toHaveTextContent('And then?');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Because.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('continues a reply cut at the length limit, and shows it whole', async () => {
    const cut = { ...msg('assistant', 'The first half'), cut: true };
    stubFetch({
      ...chatRoutes({ messages: [msg('user', 'Write it all'), cut] }),
      'POST /api/documents/d1/continue': (init) =>
        replyStream(init, [
          chunks.text(' and the rest.'),
          chunks.saved({ ...cut, content: 'The first half and the rest.', cut: false }),
          chunks.finish,
        ]),
    });
    const { user } = open();
    expect(await screen.findByText('This reply was cut at the length limit.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The first half and the rest.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Northstar said' })).toHaveLength(1);
  });

  it('sends the ?message= question once, without guided mode, and drops it from the address', async () => {
    const sent: unknown[] = [];
    const accepts: (string | null)[] = [];
    stubFetch({
      ...chatRoutes(),
      'POST /api/documents/d1/messages': (init) => {
        sent.push(bodyOf(init));
        accepts.push(new Headers(init?.headers).get('accept'));
        const saved = msg('user', 'How do I price this?');
        return replyStream(init, [chunks.userMessage(saved), chunks.saved(saved, msg('assistant', 'Start with value.')), chunks.finish]);
      },
      'POST /api/documents/d1/generate-title': () => jsonResponse(200, { ...doc, title: 'Pricing' }),
    });
    open('/chat/d1?message=How%20do%20I%20price%20this%3F');
    expect(await screen.findByText('Start with value.')).toBeInTheDocument();
    expect(sent).toEqual([{ content: 'How do I price this?', isQuestion: false }]);
    expect(accepts).toEqual(['text/event-stream']);
    expect(window.location.search).toBe('');
    expect(screen.queryByText(/Let me ask you a few questions/)).not.toBeInTheDocument();
  });
});
