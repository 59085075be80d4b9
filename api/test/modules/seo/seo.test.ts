// What a crawler that runs no JavaScript reads: robots.txt, the sitemap, and each storefront page's own meta
// (title, description, canonical, hreflang, Open Graph, schema.org Product) in the HTML the server sends.
import { copyFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_FORMAT, FIRST_VIEW_FRAME_FILE, type FirstViewTemplate } from '@shop/contracts/first-view.ts';
import { shopFontFaces } from '@shop/ui/font-faces.ts';
import { buildFirstView, buildFirstViewFrame } from '../../../../shared/federation/build/first-view.ts';
import { repoRoot } from '../../../src/config.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
let dist: string;
let host: Server;
let hostOrigin: string;
/** The catalogue's first-view.json, made by its build's own code from its template source and compiled catalogues. */
let catalogTemplate: FirstViewTemplate;
/** What the catalogue's static host answers for `/mfe-catalog/<version>/first-view.json`. */
const published = new Map<string, string>();
const html = { accept: 'text/html' };
/** The configured public address (PUBLIC_ORIGIN): every absolute link is made from it, never from the Host header. */
const origin = 'https://shop.example';

/** Points the remotes manifest at a release of the catalogue (the API follows it on the next page). */
const releaseCatalog = (version: string) =>
  writeFileSync(
    t.config.remotesManifest,
    JSON.stringify({
      remotes: [
        {
          name: 'mfe_catalog',
          package: 'mfe-catalog',
          version,
          entry: `${hostOrigin}/mfe-catalog/${version}/mf-manifest.json`,
          paths: { storefront: ['', 'filter', 'accessories', 'part', 'brand', 'category'] },
        },
        {
          name: 'mfe_checkout',
          package: 'mfe-checkout',
          version: '1.0.0',
          entry: `${hostOrigin}/mfe-checkout/1.0.0/mf-manifest.json`,
          paths: { storefront: ['cart'] },
        },
      ],
    }),
  );

beforeAll(async () => {
  catalogTemplate = await buildFirstView(join(repoRoot, 'mfe-catalog'), 'src/first-view/template.ts', {
    name: 'mfe_catalog',
    version: '1.0.0',
  });
  published.set('1.0.0', JSON.stringify(catalogTemplate));
  // The catalogue's static host: only what was published answers (mf-manifest.json is not needed here).
  host = createServer((request, response) => {
    const version = /^\/mfe-catalog\/([^/]+)\/first-view\.json$/.exec(request.url ?? '')?.[1];
    const body = version === undefined ? undefined : published.get(version);
    response.statusCode = body === undefined ? 404 : 200;
    response.setHeader('content-type', 'application/json');
    response.end(body);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  // The shell's real page template stands in for its build.
  dist = mkdtempSync(join(tmpdir(), 'seo-shell-'));
  copyFileSync(join(repoRoot, 'shell', 'index.html'), join(dist, 'index.html'));
  // And its built font files, named as the build names them.
  mkdirSync(join(dist, 'assets'));
  for (const face of shopFontFaces()) writeFileSync(join(dist, 'assets', `${face.file}.0123456789.woff2`), 'font');
  // And the first view's frame, made by its build's own code from the shell's layout and compiled catalogues.
  const frame = await buildFirstViewFrame(join(repoRoot, 'shell'), 'src/first-view/frame.ts', '1.0.0');
  writeFileSync(join(dist, FIRST_VIEW_FRAME_FILE), JSON.stringify(frame));
  t = await startTestApp({ env: { SHELL_DIST: dist, PUBLIC_ORIGIN: origin } });
  releaseCatalog('1.0.0');
});
afterAll(async () => {
  await t?.close();
  host?.close();
  rmSync(dist, { recursive: true, force: true });
});

const query = async <T>(text: string, params: unknown[] = []) =>
  (await t.app.orm.em.fork().getConnection().execute<T[]>(text, params)) as T[];
const pricedPart = async () =>
  (
    await query<{ id: number; part_number: string; name: string; name_kh: string }>(
      `select p.id, p.part_number, p.name, p.name_kh from part p where p.name_kh is not null
       and exists (select 1 from stock s where s.item_id = p.item_id and s.quantity > 0) order by p.id limit 1`,
    )
  )[0]!;
const jsonLd = (body: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)![1]!);

describe('robots.txt and the sitemap', () => {
  it('keeps crawlers out of the back-office, account and cart, and points them to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    for (const line of [
      'Disallow: /en/admin',
      'Disallow: /kh/admin',
      'Disallow: /en/account',
      'Disallow: /kh/cart',
      'Disallow: /api/',
      `Sitemap: ${origin}/sitemap.xml`,
    ]) {
      expect(response.body).toContain(line);
    }
    expect(response.body).not.toMatch(/Disallow: \/en\/part/);
  });

  it('lists every part in English and Khmer with hreflang alternates', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain(`<loc>${origin}/sitemap/pages.xml</loc>`);
    expect(index.body).toContain(`<loc>${origin}/sitemap/parts-0.xml</loc>`);

    const part = await pricedPart();
    const parts = await t.app.inject({ method: 'GET', url: '/sitemap/parts-0.xml' });
    expect(parts.statusCode).toBe(200);
    expect(parts.body).toContain(`<loc>${origin}/en/part/${part.id}</loc>`);
    expect(parts.body).toContain(`<loc>${origin}/kh/part/${part.id}</loc>`);
    expect(parts.body).toContain(`<xhtml:link rel="alternate" hreflang="km" href="${origin}/kh/part/${part.id}"/>`);
    const count = (await query<{ count: number }>('select count(*)::int as count from part'))[0]!.count;
    expect(parts.body.match(/<url>/g)).toHaveLength(Math.min(count, 10_000) * 2);

    const pages = await t.app.inject({ method: 'GET', url: '/sitemap/pages.xml' });
    const [brand] = await query<{ id: number }>('select id from brand order by id limit 1');
    expect(pages.body).toContain(`<loc>${origin}/kh/brand/${brand!.id}</loc>`);
    expect(pages.body).toContain(`<loc>${origin}/en</loc>`);

    expect((await t.app.inject({ method: 'GET', url: '/sitemap/parts-999.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap/secrets.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap/..%2Fetc.xml' })).statusCode).toBe(400);
  });
});

describe('absolute links and the Host header (issue 33)', () => {
  it('never echoes a forged Host header in robots.txt, the sitemap, canonical or og:url links', async () => {
    const part = await pricedPart();
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    const urls = [
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap/pages.xml',
      '/sitemap/parts-0.xml',
      `/en/part/${part.id}`,
      '/kh',
    ];
    const answers = await Promise.all(
      urls.map((url) => t.app.inject({ method: 'GET', url, headers: { ...forged, ...html } })),
    );
    const echoed = answers.filter((answer) => answer.body.includes('evil.example')).length;
    const ours = answers.filter((answer) => answer.statusCode === 200 && answer.body.includes(`${origin}/`)).length;
    expect({ echoed, ours }).toEqual({ echoed: 0, ours: urls.length });
    expect(answers[4]!.body).toContain(`<meta property="og:url" content="${origin}/en/part/${part.id}"`);
  });
});

describe('page meta in the HTML the server sends', () => {
  it("gives a part page its own title, description, canonical address and schema.org Product, in the page's language", async () => {
    const part = await pricedPart();
    const { data: detail } = (await t.app.inject({ method: 'GET', url: `/api/frontend/part/${part.id}` })).json();

    const khmer = await t.app.inject({ method: 'GET', url: `/kh/part/${part.id}`, headers: html });
    expect(khmer.statusCode).toBe(200);
    expect(khmer.headers['content-security-policy']).toBeDefined();
    expect(khmer.body).toContain('<html lang="km">');
    expect(khmer.body).toContain(`<title>${part.name_kh} ${part.part_number} | ហាងគ្រឿងបន្លាស់យានយន្ត</title>`);
    expect(khmer.body).toContain(`<link rel="canonical" href="${origin}/kh/part/${part.id}" />`);
    expect(khmer.body).toContain(`<link rel="alternate" hreflang="en" href="${origin}/en/part/${part.id}" />`);
    expect(khmer.body).toContain('<meta property="og:type" content="product" />');
    expect(khmer.body.match(/<title>/g), 'the template title is replaced, not repeated').toHaveLength(1);
    expect(khmer.body.match(/<meta name="description"/g)).toHaveLength(1);

    const english = await t.app.inject({ method: 'GET', url: `/en/part/${part.id}`, headers: html });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<title>${part.name} ${part.part_number} | Vehicle Parts Shop</title>`);
    expect(jsonLd(english.body)).toMatchObject({
      '@type': 'Product',
      name: part.name,
      sku: part.part_number,
      offers: { '@type': 'Offer', priceCurrency: 'USD', price: detail.price, url: `${origin}/en/part/${part.id}` },
    });
    expect(['https://schema.org/InStock', 'https://schema.org/LimitedAvailability']).toContain(
      jsonLd(english.body).offers.availability,
    );
    expect(english.body).toContain('<div id="root"></div>');
  });

  it('escapes what a record says, so a name cannot open a tag or close the JSON-LD script', async () => {
    const part = await pricedPart();
    await query('update part set name = ? where id = ?', ['Pad </script><script>alert(1)</script> "quoted"', part.id]);
    const response = await t.app.inject({ method: 'GET', url: `/en/part/${part.id}`, headers: html });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('Pad &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    expect(jsonLd(response.body).name).toBe('Pad </script><script>alert(1)</script> "quoted"');
    await query('update part set name = ? where id = ?', [part.name, part.id]);
  });

  it('answers the plain page for a part that does not exist, and words the home page per language', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/en/part/999999999', headers: html });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain(
      '<title>Vehicle Parts Shop: parts and accessories for your vehicle in Cambodia</title>',
    );
    expect(missing.body).not.toContain('rel="canonical"');

    const home = await t.app.inject({ method: 'GET', url: '/kh', headers: html });
    expect(home.body).toContain('<html lang="km">');
    expect(home.body).toMatch(/<title>ហាងគ្រឿងបន្លាស់យានយន្ត៖/);
    expect(home.body).toContain(`<link rel="canonical" href="${origin}/kh" />`);
  });
});

describe('the first view in the HTML the server sends', () => {
  /** The drawn view: from its element to the app's root element, which follows it. */
  const firstView = (body: string) => /<div id="first-view"[\s\S]*?(?=\n\s*<div id="root"><\/div>)/.exec(body)?.[0];
  /** The drawn header bar: the shell's, from its layout's components. */
  const headerBar = (view: string | undefined) => /<header [^>]*>[\s\S]*?<\/header>/.exec(view ?? '')?.[0];
  /** The drawn heading's text: the pages drawn from the catalogue's components carry Mantine's classes and variables. */
  const heading = (view: string | undefined) => /<h1[^>]*>([^<]*)<\/h1>/.exec(view ?? '')?.[1];
  const home = async (url: string) => firstView((await t.app.inject({ method: 'GET', url, headers: html })).body);

  it("draws a part page's header and heading in the page's language, escaped, before the app's root element", async () => {
    const part = await pricedPart();
    const english = firstView((await t.app.inject({ method: 'GET', url: `/en/part/${part.id}`, headers: html })).body);
    expect(headerBar(english)).toMatch(/ aria-label="Vehicle Parts Shop, home" href="\/en"/);
    expect(headerBar(english)).toMatch(/<p [^>]*>Vehicle Parts Shop<\/p>/);
    expect(heading(english)).toBe(part.name);
    // The page names the part in its own language only (issue 35 §1), and so does its first view.
    expect(english).not.toContain(part.name_kh);
    expect(english).toContain(`mantine-Breadcrumbs-breadcrumb m_b6d8b162 mantine-Text-root">${part.part_number}</p>`);

    const khmer = await t.app.inject({ method: 'GET', url: `/kh/part/${part.id}`, headers: html });
    expect(khmer.body).toMatch(/<style id="first-view-style">[\s\S]*<\/style>\s*<\/head>/);
    expect(headerBar(firstView(khmer.body))).toMatch(/ href="\/kh"/);
    expect(headerBar(firstView(khmer.body))).toMatch(/<p [^>]*>ហាងគ្រឿងបន្លាស់យានយន្ត<\/p>/);
    expect(heading(firstView(khmer.body))).toBe(part.name_kh);
    expect(firstView(khmer.body)).toMatch(/<a [^>]*href="\/kh"[^>]*>ទំព័រដើម<\/a>/);

    await query('update part set name = ? where id = ?', ['Pad <img src=x onerror=alert(1)> & "co"', part.id]);
    const hostile = firstView((await t.app.inject({ method: 'GET', url: `/en/part/${part.id}`, headers: html })).body);
    await query('update part set name = ? where id = ?', [part.name, part.id]);
    expect(heading(hostile)).toBe('Pad &lt;img src=x onerror=alert(1)&gt; &amp; &quot;co&quot;');
    expect(hostile).not.toContain('<img src=x');
  });

  it("draws no price in a part's first view, so a dealer is never shown the customer price as its own (docs/storefront.md)", async () => {
    const part = await pricedPart();
    const [before] = await query<{ id: number; price: string; dealer_price: string }>(
      `select s.id, s.price::text, s.dealer_price::text from stock s join part p on p.item_id = s.item_id
       where p.id = ? and s.quantity > 0 order by s.price limit 1`,
      [part.id],
    );
    await query('update stock set price = ?, dealer_price = ? where id = ?', ['987.65', '876.54', before!.id]);
    try {
      for (const locale of ['en', 'kh']) {
        const page = await t.app.inject({ method: 'GET', url: `/${locale}/part/${part.id}`, headers: html });
        const view = firstView(page.body);
        expect(view, locale).toContain(`>${part.part_number}</p>`);
        // Neither price, nor any money: the app draws the caller's own price once it knows who is reading.
        expect(view, locale).not.toMatch(/987|876|\$|៛|USD/);
        // The customer price is only for crawlers and link previews, in the head's meta (the same for everyone).
        expect(page.body.indexOf('987.65'), locale).toBeLessThan(page.body.indexOf('<div id="first-view"'));
      }
    } finally {
      await query('update stock set price = ?, dealer_price = ? where id = ?', [
        before!.price,
        before!.dealer_price,
        before!.id,
      ]);
    }
  });

  it("declares the faces of shared/ui/src/fonts.css it draws (regular and bold), with the app's ranges, blocking", async () => {
    const style = /<style id="first-view-style">([\s\S]*?)<\/style>/.exec(
      (await t.app.inject({ method: 'GET', url: '/kh', headers: html })).body,
    )![1]!;
    const faces = [...style.matchAll(/@font-face\{([^}]*)\}/g)].map(([, face]) => face);
    const drawn = shopFontFaces().filter((face) => face.weight === 400 || face.weight === 700);
    expect(faces).toHaveLength(drawn.length);
    for (const face of drawn) {
      expect(faces, face.file).toContain(
        `font-family:'${face.family}';font-style:normal;font-display:block;font-weight:${face.weight};src:url(/assets/${face.file}.0123456789.woff2) format('woff2');unicode-range:${face.unicodeRange}`,
      );
    }
  });

  it("carries each page's own CSS only: the part page's badge and columns are not in the home page's", async () => {
    const styleOf = async (url: string) =>
      /<style id="first-view-style">([\s\S]*?)<\/style>/.exec(
        (await t.app.inject({ method: 'GET', url, headers: html })).body,
      )![1]!;
    const part = await styleOf(`/en/part/${(await pricedPart()).id}`);
    const badge = /class="(m_\w+) mantine-Badge-root"/.exec(
      firstView(
        (await t.app.inject({ method: 'GET', url: `/en/part/${(await pricedPart()).id}`, headers: html })).body,
      )!,
    )![1]!;
    expect(part).toContain(`.${badge}{`);
    expect(await styleOf('/en')).not.toContain(`.${badge}{`);
  });

  it('draws the home page and the vehicle filter in each language', async () => {
    expect(heading(await home('/en'))).toBe('Shop parts by brand');
    const khmer = await home('/kh');
    expect(heading(khmer)).toBe('ទិញគ្រឿងបន្លាស់តាមម៉ាករថយន្ត');
    // The page's own component (PageIntro), as React and Mantine draw it.
    expect(khmer).toMatch(/<h1 style="[^"]*" class="m_\w+ mantine-Title-root" data-order="1">/);
    expect(khmer).toMatch(
      /<p style="color:var\(--mantine-color-dimmed\)" class="[^"]*mantine-Text-root">ជ្រើសរើសម៉ាករថយន្តរបស់អ្នក ដើម្បីស្វែងរកគ្រឿងបន្លាស់ដែលត្រូវគ្នា។<\/p>/,
    );

    const [vehicle] = await query<{
      year_id: number;
      brand_id: number;
      model_id: number;
      year: number;
      brand: string;
      model: string;
      model_kh: string | null;
    }>(
      `select y.id as year_id, b.id as brand_id, m.id as model_id, y.value as year, b.name as brand, m.name as model, m.name_kh as model_kh
         from part_fit f join year y on y.id = f.year_id join vehicle_model m on m.id = f.model_id join brand b on b.id = m.brand_id
         order by f.id limit 1`,
    );
    const filter = `/en/filter?year=${vehicle!.year_id}&brand=${vehicle!.brand_id}&model=${vehicle!.model_id}&show-summary=true`;
    expect(heading(firstView((await t.app.inject({ method: 'GET', url: filter, headers: html })).body))).toBe(
      `Parts for ${vehicle!.brand} ${vehicle!.model} ${vehicle!.year}`,
    );
    const unknown = firstView(
      (
        await t.app.inject({
          method: 'GET',
          url: `/kh/filter?year=${vehicle!.year_id}&brand=${vehicle!.brand_id}&model=999999`,
          headers: html,
        })
      ).body,
    );
    expect(heading(unknown)).toBe('ស្វែងរកគ្រឿងបន្លាស់សម្រាប់យានយន្តរបស់អ្នក');
    expect(unknown).toContain('>យើងមិនស្គាល់រថយន្តនេះទេ។ សូមជ្រើសរើសម្ដងទៀត។</p>');
  });

  it('leaves the back-office, the cart and a missing record as they were', async () => {
    for (const url of ['/en/admin', '/en/cart', '/en/part/999999999', '/en/filter?year=x']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body, url).not.toContain('first-view');
    }
  });

  it("draws what the live catalogue release's template says: a release that rewords its heading needs no API change", async () => {
    const reworded = JSON.stringify(catalogTemplate).replaceAll('Shop parts by brand', 'Parts for every brand');
    published.set('1.1.0', reworded);
    releaseCatalog('1.1.0');
    expect(heading(await home('/en'))).toBe('Parts for every brand');
    releaseCatalog('1.0.0');
    expect(heading(await home('/en'))).toBe('Shop parts by brand');
  });

  it('answers the page without a first view, and with its meta, when the release has no template or a malformed one', async () => {
    const part = await pricedPart();
    published.set('broken', '{"format":1,"style":"h1{}","pages":');
    published.set(
      'hostile',
      JSON.stringify({
        ...catalogTemplate,
        version: 'hostile',
        pages: { en: { home: '<h1>Hi</h1><script>alert(1)</script>' }, kh: {} },
      }),
    );
    published.set('future', JSON.stringify({ ...catalogTemplate, format: FIRST_VIEW_FORMAT + 1 }));
    published.set(
      'style',
      JSON.stringify({
        ...catalogTemplate,
        styles: { ...catalogTemplate.styles, home: '</style><script>alert(1)</script>' },
      }),
    );
    for (const version of ['missing', 'broken', 'hostile', 'future', 'style']) {
      releaseCatalog(version);
      for (const url of ['/en', `/en/part/${part.id}`]) {
        const response = await t.app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode, `${version} ${url}`).toBe(200);
        expect(response.body, `${version} ${url}`).not.toContain('first-view');
        expect(response.body, `${version} ${url}`).not.toContain('alert(1)');
        expect(response.body, `${version} ${url}`).toContain('<div id="root"></div>');
      }
      expect((await t.app.inject({ method: 'GET', url: `/en/part/${part.id}`, headers: html })).body).toContain(
        `<link rel="canonical" href="${origin}/en/part/${part.id}" />`,
      );
    }
    releaseCatalog('1.0.0');
  });

  it("draws the shell's header bar from its layout's components, and no first view while the shell's build has none", async () => {
    const view = await home('/en');
    // The frame's own classes (its CSS module's, named by the first view's build) with the names kept as a contract.
    expect(headerBar(view)).toMatch(/^<header class="mantine-AppShell-header right-scroll-bar-position fv-[\w-]+">/);
    expect(view).toMatch(/<main class="mantine-AppShell-main fv-[\w-]+">/);
    const style = /<style id="first-view-style">([\s\S]*?)<\/style>/.exec(
      (await t.app.inject({ method: 'GET', url: '/en', headers: html })).body,
    )![1]!;
    // The frame's rules, from storefront-layout.module.css: the bar's height and its border.
    expect(style).toContain('--frame-header-height:calc(4rem * var(--mantine-scale))');
    expect(style).toMatch(/border-bottom:calc\(0?\.0625rem \* var\(--mantine-scale\)\) solid var\(--frame-border\)/);

    // A shell built before it had a frame (or a frame cut short): the page as before, with its meta, never an error.
    const file = join(dist, FIRST_VIEW_FRAME_FILE);
    renameSync(file, `${file}.away`);
    try {
      for (const url of ['/en', `/en/part/${(await pricedPart()).id}`]) {
        const response = await t.app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain('first-view');
        expect(response.body, url).toContain('<link rel="canonical"');
      }
    } finally {
      renameSync(`${file}.away`, file);
    }
    // Read again once a build wrote it.
    expect(heading(await home('/en'))).toBe('Shop parts by brand');
  });

  it('draws the pages a partly usable template can draw, and leaves out the rest', async () => {
    const part = await pricedPart();
    const { en, kh } = catalogTemplate.pages;
    published.set(
      'partial',
      JSON.stringify({ ...catalogTemplate, pages: { en: { ...en, part: '<h1>{{name}} {{price}}</h1>' }, kh } }),
    );
    releaseCatalog('partial');
    expect(heading(await home('/en'))).toBe('Shop parts by brand');
    expect((await t.app.inject({ method: 'GET', url: `/en/part/${part.id}`, headers: html })).body).not.toContain(
      'first-view',
    );
    expect(firstView((await t.app.inject({ method: 'GET', url: `/kh/part/${part.id}`, headers: html })).body)).toMatch(
      new RegExp(`<h1 [^>]*>${part.name_kh}</h1>`),
    );
    releaseCatalog('1.0.0');
  });
});
