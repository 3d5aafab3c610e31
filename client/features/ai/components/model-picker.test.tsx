import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AiModelDto } from '@common/ai-models';
import { ModelPicker } from '@/features/ai/components/model-picker';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';

const OFFLINE: AiModelDto = { id: 'offline', label: 'Offline engine (rule-based)', provider: 'offline', vision: false, default: false };
const TEXT: AiModelDto = { id: 'c:text-model', label: 'text-model (Lab)', provider: 'openai-compatible', vision: false, default: true };
const EYES: AiModelDto = { id: 'c:llava', label: 'llava (Lab)', provider: 'openai-compatible', vision: true, default: false };
const USER = { id: 'u', email: 'ann@example.com', isAdmin: false, plan: 'basic', otpVerified: true };

describe('the chat model picker', () => {
  it("shows the chat's default model and saves the one picked on the chat", async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/ai/models': () => jsonResponse(200, [OFFLINE, TEXT, EYES]),
      'GET /api/user': () => jsonResponse(200, USER),
      'PATCH /api/documents/d1': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { id: 'd1', title: 'T', type: 'explore', createdAt: '', updatedAt: '', content: '', model: EYES.id });
      },
    });
    renderWithProviders(<ModelPicker chatId="d1" model={null} />);
    const select = await screen.findByLabelText('Model');
    expect(select).toHaveValue(TEXT.id);
    await userEvent.selectOptions(select, EYES.id);
    await waitFor(() => expect(sent).toEqual([{ model: EYES.id }]));
  });

  it('offers a design chat only models that see images, and says when there is none', async () => {
    stubFetch({ 'GET /api/ai/models': () => jsonResponse(200, [OFFLINE, TEXT]), 'GET /api/user': () => jsonResponse(200, USER) });
    renderWithProviders(<ModelPicker chatId="d1" model={TEXT.id} needsVision />);
    const select = await screen.findByLabelText('Model');
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['offline']);
    expect(screen.getByText(/the review will use the design's measurements only/)).toBeVisible();
  });

  it('tells a user how a model gets connected when only the offline engine answers', async () => {
    stubFetch({
      'GET /api/ai/models': () => jsonResponse(200, [{ ...OFFLINE, default: true }]),
      'GET /api/user': () => jsonResponse(200, USER),
    });
    renderWithProviders(<ModelPicker chatId="d1" model={null} />);
    expect(await screen.findByText('Ask an administrator to connect an AI model.')).toBeVisible();
  });
});
