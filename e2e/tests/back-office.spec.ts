import { expect, test } from './support/test.ts';
import { demoAdmin } from '../../api/src/seeders/demo-accounts.ts';

const admin = { username: demoAdmin.email, password: demoAdmin.password };

test('a wrong password shows the API error and stays on the sign-in page', async ({ page }) => {
  await page.goto('/en/sign-in');
  await page.getByLabel('Email or phone').fill(admin.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The username or password is not right.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/sign-in/);
});

test('the demo admin signs in and reaches the back-office', async ({ page }) => {
  await page.goto('/en/sign-in');
  await page.getByLabel('Email or phone').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  // Signed in, the shell opens the real-time connection, and the API accepts its handshake.
  const handshake = page.waitForResponse(
    (response) => response.url().includes('/socket.io/?') && response.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/admin/);
  expect((await handshake).status()).toBe(200);
  const dashboard = page.locator('[data-remote="mfe-admin-system"]');
  await expect(dashboard.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // The session survives a reload: the shell bootstraps it from the stored token.
  await page.goto('/en/admin/orders');
  await expect(page.locator('[data-remote="mfe-admin-orders"]')).toBeVisible();
});

test('the back-office sends a visitor without a session to sign in', async ({ page }) => {
  await page.goto('/en/admin');
  await expect(page).toHaveURL(/\/en\/sign-in/);
});
