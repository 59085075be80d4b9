// A part's page for a part that does not exist (an old link, a deleted part, a palette result gone since) says "not
// found" in the reader's language with the way back to the parts, never "Check the connection" (issue 34 §4). The API
// is the contract-checked stand-in (@shop/ui/testing).
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { Envelope, PartAdminView } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { refuse, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { PartPage } from '../src/features/parts/components/part-page.tsx';
import { Page } from '../src/lib/page.tsx';

const api = withApiStandIn();

async function openMissingPart(locale: 'en' | 'kh') {
  signIn();
  api.on('GET /api/backend/part/:id', { response: Envelope(PartAdminView) }, ({ params }) =>
    refuse(404, 'NOT_FOUND', `Part ${params.id} not found`),
  );
  await activateRouteLocale(locale);
  const router = createMemoryRouter(
    [
      {
        path: '/:locale/admin/parts/:id',
        element: (
          <Page>
            <PartPage />
          </Page>
        ),
      },
    ],
    { initialEntries: [`/${locale}/admin/parts/999999`] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return screen.findByRole('heading', { name: locale === 'kh' ? 'រកមិនឃើញ' : 'Not found' }, { timeout: 15_000 });
}

describe("a part's page for a part that does not exist", () => {
  it('says Not found with the way back to the parts, not the connection error', async () => {
    const notFound = await openMissingPart('en');
    expect(notFound.textContent).toBe('Not found');
    expect(screen.getByRole('link', { name: 'All parts' }).getAttribute('href')).toBe('/en/admin/parts');
    expect(screen.queryByText(/Check the connection/)).toBeNull();
  });

  it('says it in Khmer on a Khmer page', async () => {
    const notFound = await openMissingPart('kh');
    expect(notFound.textContent).toBe('រកមិនឃើញ');
    expect(screen.queryByText('Not found')).toBeNull();
  });
});
