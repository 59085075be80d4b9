import { expect, test, type Page } from './support/test.ts';

// The shopper's identity journey on the composed app (shell + mfe-account + API on PostgreSQL).
const email = `sokha.${Date.now()}@example.com`;
const firstPassword = 'Mekong-Delta-2026';
const secondPassword = 'Angkor-Sunrise-77';

async function signIn(page: Page, password: string) {
  await page.goto('/en/sign-in');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test('register, sign out and in, change the password, and keep two locations with the second as default', async ({
  page,
}) => {
  await page.goto('/en/register');
  const account = page.locator('[data-remote="mfe-account"]');
  await expect(account.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Customer').check();
  await page.getByLabel('Full name').fill('Sokha Chan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByText('Signed in as Sokha Chan')).toBeVisible();
  await expect(page.getByTestId('account-type')).toHaveText('Customer');

  await signOut(page);

  await signIn(page, 'not-my-password-1');
  await expect(page.getByRole('alert', { name: 'Sign-in failed' })).toContainText(
    'The username or password is not right.',
  );
  await expect(page).toHaveURL(/\/en\/sign-in/);

  await page.getByLabel('Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);

  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current password').fill(firstPassword);
  await page.getByLabel('New password').fill(secondPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  // The session goes on with the new token; the old password no longer signs in, the new one does.
  await page.reload();
  await expect(page.getByText('Signed in as Sokha Chan')).toBeVisible();
  await signOut(page);
  await signIn(page, firstPassword);
  await expect(page.getByRole('alert', { name: 'Sign-in failed' })).toContainText(
    'The username or password is not right.',
  );
  await page.getByLabel('Password').fill(secondPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);

  await page.getByRole('tab', { name: 'Saved locations' }).click();
  await expect(page.getByText('You have no saved locations yet.')).toBeVisible();
  const addLocation = async (label: string, province: string, address: string) => {
    await page.getByRole('button', { name: 'Add a location' }).click();
    await page.getByLabel('Label').fill(label);
    await page.getByLabel('Province').selectOption({ label: province });
    await page.getByLabel('Address').fill(address);
    await page.getByRole('button', { name: 'Save location' }).click();
    await expect(page.getByRole('button', { name: 'Add a location' })).toBeVisible();
  };
  await addLocation('Home', 'Phnom Penh', 'Street 271, Toul Kork');
  await addLocation('Shop', 'Siem Reap', 'Sivatha Blvd');
  const labels = page.getByTestId('saved-location-label');
  const saved = page.getByRole('list', { name: 'Saved locations' }).getByRole('listitem');
  await expect(labels).toHaveText(['Home', 'Shop']);
  await expect(saved.first()).toContainText('Default');

  await page.getByRole('button', { name: 'Make Shop the default' }).click();
  await expect(labels).toHaveText(['Shop', 'Home']);
  await expect(saved.first()).toContainText('Default');
  await expect(saved.nth(1)).not.toContainText('Default');

  // What the API keeps: after a reload the default is still listed first.
  await page.reload();
  await expect(labels).toHaveText(['Shop', 'Home']);
  await expect(page.getByText('Sivatha Blvd, Siem Reap')).toBeVisible();
});

test('the sign-in page leads to password reset, and a supplier sees only its own store areas', async ({ page }) => {
  await page.goto('/en/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email or phone').fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'we have sent it a 6-digit code' })).toContainText(
    '15 minutes',
  );

  await page.goto('/en/sign-in');
  await page.getByLabel('Email or phone').fill('supplier@parts.demo');
  await page.getByLabel('Password').fill('Supplier-1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/admin/);
  const nav = page.getByRole('navigation', { name: 'Back-office navigation' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My store' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Customers and dealers' })).toHaveCount(0);
  await page.goto('/en/admin/users');
  await expect(page.getByRole('heading', { name: 'Not available for your account' })).toBeVisible();
});

test("a session that cannot be loaded is reported in the reader's language, never in the API's words", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('token', 'a-token-the-api-cannot-check-now'));
  await page.route('**/auth/me', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'connection pool exhausted' }),
    }),
  );
  await page.goto('/kh');
  const toast = page.getByRole('alert').filter({ hasText: 'មិនអាចផ្ទុកវគ្គប្រើប្រាស់របស់អ្នកបានទេ' });
  await expect(toast).toContainText('មានបញ្ហាកើតឡើងនៅខាងយើង។ សូមព្យាយាមម្ដងទៀតនៅពេលក្រោយ។');
  await expect(toast).not.toContainText('connection pool');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
