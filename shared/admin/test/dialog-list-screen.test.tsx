import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { SavedView, SavedViewQuery, Supplier, SupplierListQuery } from '@shop/contracts';
import { activateRouteLocale, i18n } from '@shop/i18n';
import { ShopProviders } from '@shop/ui';
import { ListOf, Paged, pageOf, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/i18n.ts';
import { DialogListScreen } from '../src/dialog-list-screen.tsx';

// The API: the contract-checked stand-in, with one supplier.
const api = withApiStandIn();
beforeEach(() => {
  api.on('GET /api/backend/supplier', { response: Paged(Supplier), query: SupplierListQuery }, () =>
    pageOf([
      {
        id: 7,
        name: 'Angkor Auto Parts',
        nameKh: null,
        phone: '012345678',
        email: 'sales@angkor.example',
        address: 'Phnom Penh',
        enabled: true,
        store: null,
        accounts: [],
        createdAt: '2026-01-05T08:00:00.000Z',
      },
    ]),
  );
  // The screen's saved views (none).
  api.on('GET /api/backend/view', { response: ListOf(SavedView), query: SavedViewQuery }, () => ({ data: [] }));
});

type Open = { kind: 'create' } | { kind: 'edit'; supplier: Supplier };

function Suppliers() {
  return (
    <DialogListScreen<Supplier, Open>
      screen="test/suppliers"
      title="Suppliers"
      resource="/api/backend/supplier"
      queryKey={['supplier']}
      columns={[{ accessor: 'name', title: 'Name' }]}
      add={{ label: 'Add a supplier', dialog: { kind: 'create' } }}
      empty={{ title: 'No suppliers yet' }}
      dialog={(open, close) => (
        <div role="dialog" aria-label={open.kind === 'create' ? 'create' : `edit ${open.supplier.name}`}>
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      )}
    />
  );
}

async function renderSuppliers() {
  await activateRouteLocale('en');
  render(
    <I18nProvider i18n={i18n}>
      <ShopProviders>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={createMemoryRouter([{ path: '/', element: <Suppliers /> }])} />
        </QueryClientProvider>
      </ShopProviders>
    </I18nProvider>,
  );
}

describe('a list screen with its dialogs', () => {
  // Under jsdom mantine-datatable draws the rows without their cells: the rows' buttons and
  // clicks are proven by the stock and supplier end-to-end tests.
  it('"Add" opens the add dialog, and closing it closes it', async () => {
    await renderSuppliers();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a supplier' }));
    expect(screen.getByRole('dialog', { name: 'create' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
