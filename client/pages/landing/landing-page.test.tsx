// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '@/pages/landing/landing-page';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';

const codeSent = () => jsonResponse(200, { message: 'Verification code sent' });

function renderLanding() {
  const user = userEvent.setup();
  renderWithProviders(<LandingPage />);
  return user;
}

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'pm@example.com');
  await user.click(screen.getByRole('button', { name: 'Start Now' }));
  return screen.findByLabelText('Verification code');
}

describe('LandingPage', () => {
  it('shows the hero, the six features and the calls to action', () => {
    stubFetch({});
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Your AI Chief Product Officer' })).toBeInTheDocument();
    for (const title of [
      'Smart Document Analysis',
      'Design Review',
      'Interactive AI Chat',
      'Secure Access',
      'Rich Text Editor',
      'Real-time Updates',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('refuses an invalid e-mail without calling the server', async () => {
    const fetchMock = stubFetch({ 'POST /api/request-otp': codeSent });
    const user = renderLanding();
    await user.type(screen.getByLabelText('Email'), 'not-an-email{Enter}');
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the e-mail field when Get Started is pressed without one', async () => {
    stubFetch({});
    const user = renderLanding();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('swaps to the code step once the code is sent and hides Get Started', async () => {
    const fetchMock = stubFetch({ 'POST /api/request-otp': codeSent });
    const user = renderLanding();
    const codeInput = await reachCodeStep(user);
    expect(codeInput).toHaveAttribute('maxLength', '6');
    expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
    expect(await screen.findByText('Verification code sent to your email')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify & Continue' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"email":"pm@example.com"}');
  });

  it('asks for the code when it is empty', async () => {
    stubFetch({ 'POST /api/request-otp': codeSent });
    const user = renderLanding();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
  });

  it("shows the server's message when sending fails", async () => {
    stubFetch({
      'POST /api/request-otp': () =>
        jsonResponse(429, { message: 'Too many codes requested. Please wait a few minutes.', code: 'rate_limited' }),
    });
    const user = renderLanding();
    await user.type(screen.getByLabelText('Email'), 'pm@example.com{Enter}');
    expect(await screen.findByText('Too many codes requested. Please wait a few minutes.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it("shows the server's message when the code is wrong", async () => {
    stubFetch({
      'POST /api/request-otp': codeSent,
      'POST /api/verify-otp': () => jsonResponse(400, { message: 'Invalid verification code', code: 'invalid_code' }),
    });
    const user = renderLanding();
    const codeInput = await reachCodeStep(user);
    await user.type(codeInput, '123456{Enter}');
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
  });

  it('goes back to the e-mail step on "Use a different email"', async () => {
    stubFetch({ 'POST /api/request-otp': codeSent });
    const user = renderLanding();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });
});
