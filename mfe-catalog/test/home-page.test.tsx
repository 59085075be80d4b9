import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp, queryClient } from '@shop/client';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { storefront } from '../src/app/routes.tsx';

// Answers GET /api/frontend/brand like the API: a page of brands, one without a Khmer name.
const brands = [
  { id: 1, name: 'Toyota', nameKh: 'តូយ៉ូតា', logo: null },
  { id: 2, name: 'Ford', nameKh: null, logo: null },
];
let server: Server;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ data: brands, pagination: { page: 0, pageSize: 100, totalCount: 2, totalPage: 1 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  queryClient.clear();
  requests.length = 0;
});

function renderHome(locale: 'en' | 'kh') {
  activateRouteLocale(locale);
  const router = createMemoryRouter([{ path: '/:locale', children: storefront }], { initialEntries: [`/${locale}`] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('catalogue home', () => {
  it('lists the brands from the API under a heading, marked as this remote', async () => {
    renderHome('en');
    const heading = await screen.findByRole('heading', { name: 'Shop parts by brand' });
    const page = heading.closest('[data-remote="mfe-catalog"]') as HTMLElement;
    expect(page).toBeTruthy();
    expect(page.getAttribute('data-version')).toBe('0.0.0-test');
    expect(within(page).getByText('Toyota')).toBeTruthy();
    expect(within(page).getByText('Ford')).toBeTruthy();
    expect(requests).toEqual(['/api/frontend/brand?page=0&size=100']);
  });

  it('shows Khmer names in Khmer, falling back to English where a brand has none', async () => {
    renderHome('kh');
    expect(await screen.findByRole('heading', { name: 'ទិញគ្រឿងបន្លាស់តាមម៉ាករថយន្ត' })).toBeTruthy();
    expect(screen.getByText('តូយ៉ូតា')).toBeTruthy();
    expect(screen.queryByText('Toyota')).toBeNull();
    expect(screen.getByText('Ford')).toBeTruthy();
    activateRouteLocale('en');
  });
});
