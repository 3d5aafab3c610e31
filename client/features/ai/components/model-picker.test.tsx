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
    const sent: string[] = [];
    stubFetch({ 'GET /api/ai/models': () => jsonResponse(200, [OFFLINE, TEXT, EYES]), 'GET /api/user': () => jsonResponse(200, USER) });
    renderWithProviders(<ModelPicker model={null} onPick={async (model) => sent.push(model)} />);
    const select = await screen.findByLabelText('Model');
    expect(select).toHaveValue(TEXT.id);
    await userEvent.selectOptions(select, EYES.id);
    await waitFor(() => expect(sent).toEqual([EYES.id]));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('toasts a model the server refused, and can be picked again', async () => {
    stubFetch({ 'GET /api/ai/models': () => jsonResponse(200, [OFFLINE, TEXT]), 'GET /api/user': () => jsonResponse(200, USER) });
    renderWithProviders(<ModelPicker model={null} onPick={() => Promise.reject(new Error('gone'))} />);
    const select = await screen.findByLabelText('Model');
    await userEvent.selectOptions(select, OFFLINE.id);
    await waitFor(() => expect(select).toBeEnabled());
  });

  it('offers a design chat the models that see images, and says when its own model cannot', async () => {
    stubFetch({ 'GET /api/ai/models': () => jsonResponse(200, [OFFLINE, TEXT, EYES]), 'GET /api/user': () => jsonResponse(200, USER) });
    renderWithProviders(<ModelPicker model={null} onPick={async () => {}} needsVision />);
    const select = await screen.findByLabelText('Model');
    // The default cannot see images: it stays shown as the chat's model, marked, with the note.
    expect(select).toHaveValue(TEXT.id);
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['offline', EYES.id, TEXT.id]);
    expect(screen.getByRole('note')).toHaveTextContent(
      /text-model \(Lab\) cannot see images: the review will use the design's measurements only/,
    );
  });

  it('says so when no enabled model sees images', async () => {
    stubFetch({ 'GET /api/ai/models': () => jsonResponse(200, [OFFLINE, TEXT]), 'GET /api/user': () => jsonResponse(200, USER) });
    renderWithProviders(<ModelPicker model={OFFLINE.id} onPick={async () => {}} needsVision />);
    const select = await screen.findByLabelText('Model');
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['offline']);
    expect(screen.getByRole('note')).toHaveTextContent("No enabled model sees images: the review will use the design's measurements only.");
  });

  it('tells a user how a model gets connected when only the offline engine answers', async () => {
    stubFetch({
      'GET /api/ai/models': () => jsonResponse(200, [{ ...OFFLINE, default: true }]),
      'GET /api/user': () => jsonResponse(200, USER),
    });
    renderWithProviders(<ModelPicker model={null} onPick={async () => {}} />);
    expect(await screen.findByText('Ask an administrator to connect an AI model.')).toBeVisible();
  });
});
