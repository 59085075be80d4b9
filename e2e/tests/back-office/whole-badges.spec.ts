import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { placedOrder, signedIn, superAdmin } from '../support/back-office.ts';

// Badges are not cut off (issue 34 §7): on a laptop-sized screen, where the lists' tables are squeezed by their
// columns, every badge shows its whole word ("SHOPPER", "PENDING", in either language), never "SHO…" with an ellipsis.

/** The badges on the page whose label is clipped: wider than the room it is drawn in. */
const clippedBadges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
      .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent),
  );

test('every badge on the squeezed lists shows its whole word', async ({ page, request }) => {
  await placedOrder(request);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signedIn(page, request, superAdmin);
  for (const path of ['/en/admin/orders?status=ALL', '/kh/admin/orders?status=ALL', '/en/admin/users']) {
    await page.goto(path);
    await expect(page.locator('tbody .mantine-Badge-label').first()).toBeVisible();
    expect(await clippedBadges(page), path).toEqual([]);
  }
});
