import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { HTTPError } from 'ky';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activateRouteLocale, i18n } from '@shop/i18n';
import { ShopProviders } from '@shop/ui';
import '../src/i18n.ts';
import { RecordError } from '../src/record-error.tsx';

/** The error ky throws for an answer with this status, as the API client sees it. */
const answered = (status: number) =>
  new HTTPError(
    new Response('{}', { status }),
    new Request('http://shop.test/api/backend/order/1'),
    {} as ConstructorParameters<typeof HTTPError>[2],
  );

async function renderError(error: unknown, locale: 'en' | 'km' = 'en') {
  await activateRouteLocale(locale === 'km' ? 'kh' : 'en');
  const back = locale === 'km' ? 'ត្រឡប់ទៅការបញ្ជាទិញ' : 'Back to orders';
  render(
    <I18nProvider i18n={i18n}>
      <ShopProviders>
        <MemoryRouter>
          <RecordError error={error} onRetry={() => {}} back={{ to: '/en/admin/orders', label: back }} />
        </MemoryRouter>
      </ShopProviders>
    </I18nProvider>,
  );
}

describe('a record that could not be read', () => {
  it('says "not found" for a 404 (missing, or not yours), with the way back to its list', async () => {
    await renderError(answered(404));
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/en/admin/orders');
    expect(screen.queryByText(/Check the connection/)).toBeNull();
  });

  it('says it in Khmer on Khmer pages', async () => {
    await renderError(answered(404), 'km');
    const notFound = screen.getByRole('heading', { name: 'រកមិនឃើញ' });
    // The whole block (heading, hint and way back) is in Khmer.
    expect(notFound.parentElement!.textContent).not.toMatch(/[A-Za-z]{3}/);
  });

  it('keeps the connection error for a failure without an answer or a server error', async () => {
    await renderError(new TypeError('Failed to fetch'));
    expect(screen.getByRole('alert', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Not found' })).toBeNull();
  });
});
