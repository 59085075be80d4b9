import type { ChildProcess } from 'node:child_process';
import { expect, test } from '../support/test.ts';
import { composeState } from '../support/compose.ts';
import { startRemoteHost, waitForPort } from '../support/processes.ts';

// The checkout remote's host goes down: the storefront keeps working, and the checkout
// area offers a retry that recovers once the host is back.
test('with one remote stopped, the rest of the shop works and the failed area offers a retry', async ({ page }) => {
  const { remotes } = composeState();
  const checkout = remotes['mfe-checkout']!;
  process.kill(checkout.pid, 'SIGTERM');
  await waitForPort(checkout.port, false);

  let replacement: ChildProcess | undefined;
  try {
    await page.goto('/en');
    await expect(page.locator('[data-remote="mfe-catalog"]')).toBeVisible();

    await page.goto('/en/cart');
    const failure = page.locator('[data-testid="remote-error"][data-remote="mfe_checkout"]');
    await expect(failure).toBeVisible();
    // The chrome around the failed area still works: navigate to another remote's page.
    await expect(page.locator('header')).toBeVisible();

    replacement = startRemoteHost('mfe-checkout', checkout.port);
    await waitForPort(checkout.port, true);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="mfe-checkout"]')).toBeVisible();
    await expect(failure).toHaveCount(0);
  } finally {
    replacement?.kill('SIGTERM');
  }
});
