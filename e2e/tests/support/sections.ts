// The storefront draws a long page's sections when the visitor nears them (mfe-catalog's DrawnWhenNear): a test
// that reads a section further down scrolls to it first, as a visitor would.
import { expect, type Page } from './test.ts';

const placeholder = (page: Page, name?: string) =>
  page.locator(name ? `[data-testid="drawn-when-near"][data-section="${name}"]` : '[data-testid="drawn-when-near"]');

/** Scrolls to the held place of the section `name` (a DrawnWhenNear's name) until it is drawn. */
export async function drawSection(page: Page, name: string): Promise<void> {
  // The page first: its sections' places are drawn with it (before it, the count below would be 0).
  await expect(page.locator('[data-remote="mfe-catalog"]').first()).toBeVisible();
  const held = placeholder(page, name);
  // Not a locator action: the section may be drawn between finding its place and scrolling to it, and an action
  // would then wait for a place that is gone.
  await held.evaluateAll((places) => places[0]?.scrollIntoView({ block: 'center' }));
  await expect(held).toHaveCount(0);
}

/** Draws every section of the page, top to bottom (for checks of the whole page, such as axe). */
export async function drawAllSections(page: Page): Promise<void> {
  await expect(page.locator('[data-remote]').first()).toBeVisible();
  // Read the names at once: a section can be drawn (it was near) between counting the places and reading one.
  for (let round = 0; round < 20; round += 1) {
    const names = await placeholder(page).evaluateAll((places) =>
      places.map((place) => place.getAttribute('data-section')),
    );
    if (names.length === 0) break;
    for (const name of names) if (name) await drawSection(page, name);
  }
  await expect(placeholder(page)).toHaveCount(0);
}
