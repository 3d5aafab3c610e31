import { codeFor, expect, mailCount, signInThroughUi, test, uniqueEmail } from './fixtures';

test.describe('landing and sign-in', () => {
  test('signs in with the code received by e-mail, then logs out @mobile', async ({ page }) => {
    const email = uniqueEmail('signin');
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Start Now' })).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Start Now' })).toBeVisible();
  });

  test('shows the six features and submits each step with Enter', async ({ page }) => {
    await page.goto('/');
    for (const feature of [
      'Smart Document Analysis',
      'Design Review',
      'Interactive AI Chat',
      'Secure Access',
      'Rich Text Editor',
      'Real-time Updates',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    const email = uniqueEmail('enter');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Email').press('Enter');
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Verification code sent to your email', { exact: true }),
    ).toBeVisible();
    const code = page.getByLabel('Verification code');
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
    await code.fill(await codeFor(email));
    await code.press('Enter');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('refuses an invalid e-mail with a toast and sends nothing', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Start Now' }).click();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Invalid Email', { exact: true })).toBeVisible();
    await expect(toasts.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveCount(0);
  });

  test('asks for the code when the field is empty, rejects a wrong code, and clears that error once the right one signs in', async ({
    page,
  }) => {
    const email = uniqueEmail('wrong');
    await page.goto('/');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Start Now' }).click();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    expect(mailCount(email)).toBe(1);

    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Please enter the verification code', { exact: true })).toBeVisible();

    const right = await codeFor(email);
    await page.getByLabel('Verification code').fill(right === '123456' ? '654321' : '123456');
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await expect(toasts.getByText('Invalid verification code', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);

    // The right code signs in, and the failure of the wrong one leaves the screen with it.
    await page.getByLabel('Verification code').fill(right);
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    // Well before the toast's own 5000 ms would have closed it.
    await expect(toasts.getByRole('listitem')).toHaveCount(0, { timeout: 1500 });
  });

  test('a returning user finds Sign in at the top, which leads to the sign-in fields, and the product picture below @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    // The picture's files are asked for only as it nears the screen.
    await page.getByRole('region', { name: 'Northstar at work' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: /Northstar documents editor/ })).toHaveJSProperty('complete', true);
    expect(
      await page.getByRole('img', { name: /Northstar documents editor/ }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await signIn.click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toBeInViewport();
  });

  test('sends the code from the lower Get Started button too', async ({ page }) => {
    const email = uniqueEmail('cta');
    await page.goto('/');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await expect.poll(() => mailCount(email)).toBe(1);
  });
});

test.describe('routes', () => {
  test('a signed-out visit to /chats shows the landing', async ({ page }) => {
    await page.goto('/chats');
    await expect(page.getByRole('button', { name: 'Start Now' })).toBeVisible();
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the account page shows the e-mail and the joined date @mobile', async ({ page }) => {
    const email = uniqueEmail('account');
    await signInThroughUi(page, email);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    const joined = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date());
    await expect(page.getByText(joined)).toBeVisible();
  });
});
