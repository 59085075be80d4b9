import type { Browser } from '@playwright/test';
import { e2eOrigin } from './support/compose.ts';
import { call, signInToken } from './support/shop-api.ts';
import { expect, test, type APIRequestContext } from './support/test.ts';

/**
 * Pictures sized for phones (issue 37 §2): a part gets a 2400 × 1800 photo as staff upload it; a 390 px phone opening
 * its page downloads one WebP size of it picked by srcset/sizes (first view and React page alike), not the upload.
 * "Before" is the same page with the sizes taken out of its HTML and of the part's answer, which is what the page
 * did before they existed (`<img src>` of the upload). Prints the image bytes of both (docs/performance.md).
 */

// "Before" answers the page's HTML from the test (page.route), which Chromium counts as a public address space: its
// Local Network Access checks would then block the remotes on 127.0.0.1. This file's browser skips those checks.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessSendPreflights,BlockInsecurePrivateNetworkRequests',
    ],
  },
});

interface PartAdmin {
  id: number;
  maker: { id: number };
  category: { id: number };
}

/** A photo-like JPEG (gradients, shapes, fine grain) drawn by the browser, so the e2e package needs no image library. */
async function drawPhoto(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, 2400, 1800);
    sky.addColorStop(0, '#d6e4f0');
    sky.addColorStop(1, '#5d6d7e');
    g.fillStyle = sky;
    g.fillRect(0, 0, 2400, 1800);
    for (let ring = 0; ring < 12; ring++) {
      g.beginPath();
      g.arc(1200, 900, 700 - ring * 50, 0, Math.PI * 2);
      g.fillStyle = `hsl(${200 + ring * 8}, 15%, ${30 + ring * 4}%)`;
      g.fill();
    }
    const pixels = g.getImageData(0, 0, 2400, 1800);
    let seed = 7;
    // Sensor-like grain on each channel: a flat drawing would shrink to nothing in any format and flatter the sizes.
    for (let i = 0; i < pixels.data.length; i++) {
      if (i % 4 === 3) continue;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      pixels.data[i] = pixels.data[i]! + ((seed >> 8) % 25) - 12;
    }
    g.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  await page.close();
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A new part showing `photo` as its picture; its id. */
async function partWithPhoto(request: APIRequestContext, photo: Buffer): Promise<number> {
  const token = await signInToken(request, 'admin@parts.demo', 'Admin-1234');
  const uploaded = await request.post('/files/file', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'brake-disc.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const file = (await uploaded.json()).data as { id: number };
  const [some] = await call<PartAdmin[]>(request, 'GET', '/api/backend/part', { token });
  const made = await call<{ id: number }>(request, 'POST', '/api/backend/part', {
    token,
    data: {
      partNumber: `PHOTO-${Date.now()}`,
      name: 'Brake disc with a photo',
      brandItemId: some!.maker.id,
      categoryId: some!.category.id,
      imageId: file.id,
    },
  });
  return made.id;
}

/** A fetched answer's headers for a changed body: it is sent again uncompressed, at its new length. */
const decoded = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['content-encoding', 'content-length', 'etag'].includes(name)),
  );

/** The image requests a phone makes opening the part's page, with their bytes. */
async function pictureBytes(browser: Browser, partId: number, deviceScaleFactor: number, withSizes: boolean) {
  const context = await browser.newContext({
    baseURL: e2eOrigin,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`console error (${withSizes ? 'after' : 'before'}): ${message.text()}`);
  });
  if (!withSizes) {
    await page.route(`**/en/part/${partId}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/ srcset="[^"]*" sizes="[^"]*"/g, '');
      await route.fulfill({ status: response.status(), headers: decoded(response.headers()), body: html });
    });
    await page.route(`**/api/frontend/part/${partId}*`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.imageSizes = [];
      await route.fulfill({ status: response.status(), headers: decoded(response.headers()), json: body });
    });
  }
  const images: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    images.push({ url: new URL(response.url()).pathname, bytes: body.length });
  });
  await page.goto(`/en/part/${partId}`);
  await expect(page.getByTestId('part-name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.close();
  return { images, total: images.reduce((sum, image) => sum + image.bytes, 0) };
}

test('a 390 px phone downloads a phone-sized WebP of the part page picture, not the upload', async ({
  browser,
  request,
}) => {
  const photo = await drawPhoto(browser);
  const partId = await partWithPhoto(request, photo);
  const part = await call<{ image: string; imageSizes: { url: string; width: number }[] }>(
    request,
    'GET',
    `/api/frontend/part/${partId}`,
  );
  expect(part.imageSizes.map((size) => size.width)).toEqual([160, 320, 640, 960, 1280]);
  const widthOf = (url: string) => part.imageSizes.find((size) => size.url === url)?.width;

  for (const dpr of [2, 3]) {
    const before = await pictureBytes(browser, partId, dpr, false);
    const after = await pictureBytes(browser, partId, dpr, true);
    console.log(
      `part page image bytes, 390 px phone at ${dpr}x: before ${before.total} (${before.images.map((i) => `${i.url} ${i.bytes}`).join(', ')}), ` +
        `after ${after.total} (${after.images.map((i) => `${i.url} ${widthOf(i.url) ?? '?'}w ${i.bytes}`).join(', ')}); upload ${photo.length}`,
    );
    // Before: the upload itself. After: one of its sizes, no wider than the phone's screen pixels need, never the upload.
    expect(before.images.map((image) => image.url)).toContain(part.image);
    // The narrowest size covering the picture's column (the phone's 390 px less the page's 16 px sides) at its density.
    const chosen = after.images.filter((image) => widthOf(image.url) !== undefined);
    expect(chosen).toHaveLength(1);
    const needed = part.imageSizes.find((size) => size.width >= (390 - 32) * dpr)!.width;
    expect(widthOf(chosen[0]!.url)).toBe(needed);
    expect(after.images.map((image) => image.url)).not.toContain(part.image);
    expect(after.total).toBeLessThan(before.total / 2);
  }
});
