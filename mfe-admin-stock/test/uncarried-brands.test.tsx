// The back-office screen of the vehicle brands the shop carries no parts for (issue 36 §1): it lists each brand with
// its Khmer name and further spellings, and sends the spellings typed in one field as the API's list; the API is the
// contract-checked stand-in (@shop/ui/testing).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { expect, it } from 'vitest';
import {
  Envelope,
  SavedView,
  SavedViewQuery,
  UncarriedBrandBody,
  UncarriedBrandListQuery,
  UncarriedBrandView,
} from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { ListOf, Paged, pageOf, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { UncarriedBrandsPage } from '../src/features/brands/components/uncarried-brands-page.tsx';
import { Page } from '../src/lib/page.tsx';

const api = withApiStandIn();

const at = '2026-12-07T00:00:00.000Z';
const brands: UncarriedBrandView[] = [
  {
    id: 2,
    name: 'Mercedes-Benz',
    nameKh: 'ម៉ែស៊ីដេស',
    otherNames: ['Mercedes', 'Benz', 'បេន'],
    createdAt: at,
    updatedAt: at,
  },
];

it(
  'lists the brands with their spellings, and adds one with its spellings as a list',
  { timeout: 30_000 },
  async () => {
    signIn({ id: 9, type: 'ADMIN' });
    const sent: unknown[] = [];
    api.on('GET /api/backend/view', { response: ListOf(SavedView), query: SavedViewQuery }, () => ({ data: [] }));
    api.on(
      'GET /api/backend/uncarried-brand',
      { response: Paged(UncarriedBrandView), query: UncarriedBrandListQuery },
      () => pageOf(brands),
    );
    api.on(
      'POST /api/backend/uncarried-brand',
      { response: Envelope(UncarriedBrandView), body: UncarriedBrandBody, status: 201 },
      (request) => {
        sent.push(request.body);
        const body = request.body as UncarriedBrandBody;
        const made = { id: 3, nameKh: null, otherNames: [], ...body, createdAt: at, updatedAt: at };
        brands.push(made);
        return { data: made };
      },
    );
    await activateRouteLocale('en');
    const router = createMemoryRouter([{ path: '/', element: <Page>{<UncarriedBrandsPage />}</Page> }]);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const row = (await screen.findByRole('cell', { name: 'Mercedes-Benz' })).closest('tr')!;
    expect(within(row).getByText('Mercedes, Benz, បេន')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a brand without parts' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name\s*\*?$/ }), { target: { value: 'Lada' } });
    fireEvent.change(within(form).getByLabelText('Name in Khmer'), { target: { value: 'ឡាដា' } });
    fireEvent.change(within(form).getByLabelText('Other spellings'), { target: { value: ' VAZ , Zhiguli,, VAZ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Lada', nameKh: 'ឡាដា', otherNames: ['VAZ', 'Zhiguli'] }]));
  },
);
