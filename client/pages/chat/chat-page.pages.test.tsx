import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHAT_PAGE_SIZE } from '@common/constants';
import type { MessageDto } from '@common/documents';
import { ChatPage } from '@/pages/chat/chat-page';
import { doc, msg, questions } from '@/test/chat-data';
import { chatPages, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { chunks, replyStream } from '@/test/reply-stream-stub';

const chatOf = (count: number, isQuestion = false) =>
  Array.from({ length: count }, (_, i) => msg(i % 2 && !isQuestion ? 'assistant' : 'user', `Message number ${i}`, isQuestion));

function chatRoutes(messages: MessageDto[]) {
  return {
    'GET /api/documents/d1': () => jsonResponse(200, doc),
    'GET /api/documents/d1/messages': chatPages(messages),
    'GET /api/documents/d1/memories': () => jsonResponse(200, []),
    'GET /api/questionnaires/prd': () => jsonResponse(200, { id: 'q', type: 'prd', questions }),
    'GET /api/ai/status': () => jsonResponse(200, { engine: 'offline', provider: 'offline', model: 'rules' }),
  };
}

function open() {
  window.history.replaceState(null, '', '/chat/d1');
  return { user: userEvent.setup(), ...renderWithProviders(<ChatPage id="d1" />) };
}

const messageReads = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes('/messages') && (init?.method ?? 'GET') === 'GET')
    .map(([url]) => String(url));

describe('ChatPage with a long chat', () => {
  it('opens a chat of 2,000 messages on its latest page, and loads earlier pages on request', async () => {
    const fetchMock = stubFetch(chatRoutes(chatOf(2000)));
    const { user } = open();
    expect(await screen.findByText('Message number 1999')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(CHAT_PAGE_SIZE);
    expect(screen.queryByText('Message number 1969')).not.toBeInTheDocument();
    expect(messageReads(fetchMock)).toEqual([`/api/documents/d1/messages?limit=${CHAT_PAGE_SIZE}`]);
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('Message number 1940')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2 * CHAT_PAGE_SIZE);
    expect(messageReads(fetchMock)).toEqual([
      `/api/documents/d1/messages?limit=${CHAT_PAGE_SIZE}`,
      `/api/documents/d1/messages?limit=${CHAT_PAGE_SIZE}&cursor=1970`,
    ]);
  });

  it('appends a sent message and its reply to the loaded page, without reading the chat again', async () => {
    const fetchMock = stubFetch({
      ...chatRoutes(chatOf(100)),
      'POST /api/documents/d1/messages': (init) => {
        const saved = msg('user', String(JSON.parse(String(init?.body)).content));
        return replyStream(init, [
          chunks.userMessage(saved),
          chunks.text('A short reply.'),
          chunks.saved(saved, msg('assistant', 'A short reply.')),
          chunks.finish,
        ]);
      },
    });
    const { user } = open();
    expect(await screen.findByText('Message number 99')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Type your message or paste an image...'), 'One more question{Enter}');
    expect(await screen.findByText('A short reply.')).toBeInTheDocument();
    expect(screen.getByText('One more question')).toBeInTheDocument();
    expect(screen.getByText('Message number 99')).toBeInTheDocument();
    expect(messageReads(fetchMock)).toHaveLength(1);
  });

  it('reads the messages beside the document, not after it', async () => {
    const routes = chatRoutes(chatOf(4));
    let messagesAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => (messagesAsked = resolve));
    stubFetch({
      ...routes,
      // The document answers only once the messages have been asked for.
      'GET /api/documents/d1': async () => asked.then(() => jsonResponse(200, doc)),
      'GET /api/documents/d1/messages': (init, url) => (messagesAsked(), routes['GET /api/documents/d1/messages'](init, url)),
    });
    open();
    expect(await screen.findByText('Message number 3')).toBeInTheDocument();
  });

  it('shows a chat without guided answers while its questionnaire is still on its way', async () => {
    stubFetch({ ...chatRoutes(chatOf(4)), 'GET /api/questionnaires/prd': () => new Promise<Response>(() => {}) });
    open();
    expect(await screen.findByText('Message number 3')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your message or paste an image...')).toBeEnabled();
  });

  it('leaves guided mode off while earlier pages remain: the loaded answers are not the whole chat', async () => {
    const fetchMock = stubFetch(chatRoutes(chatOf(40, true)));
    open();
    expect(await screen.findByText('Message number 39')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByPlaceholderText('Type your message or paste an image...')).toBeEnabled());
    expect(screen.queryByText(/Let me ask you a few questions/)).not.toBeInTheDocument();
    expect(screen.queryByText('What is the goal?')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
