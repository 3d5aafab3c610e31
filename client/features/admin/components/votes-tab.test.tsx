// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminVoteDto, VotePromptDto } from '@common/votes';
import { VotesTab } from '@/features/admin/components/votes-tab';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';

const vote = (messageId: string, value: number, prompt: string | null, comment: string | null): AdminVoteDto => ({
  messageId,
  value,
  comment,
  prompt,
  votedAt: '2026-03-15T10:00:00.000Z',
  journey: 'prd',
  model: 'offline',
  reply: 'A reply',
  email: 'ann@example.com',
});
const OLD = 'chat/prd#1a2b3c4d';
const NEW = 'chat/prd#9f8e7d6c';
const PROMPTS: VotePromptDto[] = [
  { prompt: NEW, up: 3, down: 1, lastVotedAt: '2026-03-15T10:00:00.000Z' },
  { prompt: null, up: 0, down: 2, lastVotedAt: '2026-03-14T10:00:00.000Z' },
];
const VOTES = [vote('m1', 1, NEW, null), vote('m2', -1, OLD, 'Too vague'), vote('m3', -1, null, 'Off topic')];

describe('the Votes tab', () => {
  it('counts the votes per prompt version, and a prompt chosen keeps only its votes', async () => {
    const asked: string[] = [];
    stubFetch({
      'GET /api/admin/votes/prompts': () => jsonResponse(200, PROMPTS),
      'GET /api/admin/votes': (_init, url) => {
        const prompt = new URL(url, 'http://localhost').searchParams.get('prompt');
        asked.push(prompt ?? 'all');
        const items = prompt === null ? VOTES : VOTES.filter((v) => (v.prompt ?? 'none') === prompt);
        return jsonResponse(200, { items, nextCursor: null });
      },
    });
    renderWithProviders(<VotesTab />);
    const table = await screen.findByRole('region', { name: 'By prompt' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([`${NEW}3175 %`, 'No prompt recorded020 %']);
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(within(table).getByRole('button', { name: 'No prompt recorded' }));
    expect(within(table).getByRole('button', { name: 'No prompt recorded' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Votes on replies written under')).toBeVisible();
    await expect.poll(() => screen.queryAllByRole('listitem').length).toBe(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('Off topic');

    await userEvent.click(screen.getByRole('button', { name: 'Show all votes' }));
    await expect.poll(() => screen.queryAllByRole('listitem').length).toBe(3);
    // Votes keep coming: the whole list is read again.
    expect(asked).toEqual(['all', 'none', 'all']);
  });
});
