import { findVehicle } from './support/shop-api.ts';
import { expect, test, type Page } from './support/test.ts';

// Fonts per script (shared/ui/src/fonts.css): an English page draws Latin only and fetches no Khmer font file; a
// Khmer page fetches the Khmer font. The first fonts (the headings' bold face, then the body's) are preloaded by the
// page itself, and each fetched once (a preload that does not match the font's own request would fetch it twice).
async function fontsOf(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  await page.goto(path);
  await expect(page.locator('[data-remote="mfe-catalog"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return fonts;
}

/** The preloaded font files' names without their build hash, in page order. */
async function preloadedFonts(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) =>
    href
      .split('/')
      .pop()!
      .replace(/\.[0-9a-f]+\.woff2$/, ''),
  );
}

test("an English page fetches Manrope's Latin and no Khmer font", async ({ page }) => {
  const fonts = await fontsOf(page, '/en');
  expect(fonts.filter((file) => file.startsWith('noto-sans-khmer'))).toEqual([]);
  expect(fonts.filter((file) => file.startsWith('manrope-latin-400-normal.'))).toHaveLength(1);
  expect(fonts.filter((file) => file.startsWith('manrope-latin-700-normal.'))).toHaveLength(1);
  expect(await preloadedFonts(page)).toEqual(['manrope-latin-700-normal', 'manrope-latin-400-normal', 'riel-sign-400']);
  // The language switch still names Khmer in Khmer (in the system's font).
  await expect(page.getByTestId('language-kh')).toHaveText('ខ្មែរ');
});

test("prices draw the riel sign in the shop's own font, from a file of its own fetched once", async ({ page }) => {
  const fonts = await fontsOf(page, '/en');
  expect(fonts.filter((file) => file.startsWith('riel-sign-400.'))).toHaveLength(1);
  const price = page.getByTestId('price-khr').first();
  await expect(price).toHaveText(/^៛[\d,]+$/);
  // What Chromium drew the price's text with: the sign in the shop's Noto Sans Khmer face, the figures in Manrope;
  // no font of the system's.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-testid="price-khr"]',
  });
  const { fonts: drawnWith } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(
    drawnWith
      .map(({ familyName, isCustomFont, glyphCount }) => ({ familyName, isCustomFont, glyphCount }))
      .sort((a, b) => a.glyphCount - b.glyphCount),
  ).toEqual([
    { familyName: 'Noto Sans Khmer', isCustomFont: true, glyphCount: 1 },
    // Fontsource's Manrope files name themselves after the variable font's first instance ("Manrope ExtraLight").
    expect.objectContaining({ familyName: expect.stringMatching(/^Manrope/), isCustomFont: true }),
  ]);
});

test('a Khmer page fetches the Khmer font, preloaded once', async ({ page }) => {
  const fonts = await fontsOf(page, '/kh');
  expect(fonts.filter((file) => file.startsWith('noto-sans-khmer-khmer-400-normal.'))).toHaveLength(1);
  expect(fonts.filter((file) => file.startsWith('noto-sans-khmer-khmer-700-normal.'))).toHaveLength(1);
  expect(await preloadedFonts(page)).toEqual([
    'noto-sans-khmer-khmer-700-normal',
    'noto-sans-khmer-khmer-400-normal',
    'riel-sign-400',
  ]);
});

// Text drawn in a font of the system's costs the start a synchronous look-up per family the device lacks (Linux asks
// fontconfig: 1 to 14 ms each, inside the longest layout of a phone's start), and looks different on every device.
// So what a phone shows first is drawn in the shop's own faces only: part numbers in Manrope with tabular figures
// (@shop/ui's PART_NUMBER_STYLE; a monospace list made three look-ups), prices' riel sign in its own face.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the part and filter pages draw every text they show at start in the shop's own fonts", async ({
    page,
    request,
  }) => {
    const popular = (await (await request.get('/api/frontend/part/popular?size=1')).json()) as {
      data: { id: number }[];
    };
    const { year, brand, model } = await findVehicle(request, 'Toyota', 'Camry', 2015);
    for (const path of [
      `/en/part/${popular.data[0]!.id}`,
      `/en/filter?year=${year.id}&brand=${brand.id}&model=${model.id}`,
    ]) {
      await page.goto(path);
      await expect(page.locator('[data-remote="mfe-catalog"] h1')).toBeVisible();
      await expect(page.getByTestId('part-number').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body *' });
      const systemDrawn: string[] = [];
      for (const nodeId of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        for (const font of fonts.filter((drawn) => !drawn.isCustomFont)) {
          const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
          systemDrawn.push(`${font.familyName}: ${outerHTML.slice(0, 120)}`);
        }
      }
      expect(systemDrawn, path).toEqual([]);
      await cdp.detach();
    }
  });
});
