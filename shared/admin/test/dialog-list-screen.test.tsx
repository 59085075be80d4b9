import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import type * as Client from '@shop/client';
import { activateRouteLocale, i18n } from '@shop/i18n';
import { ShopProviders } from '@shop/ui';
import '../src/i18n.ts';
import { DialogListScreen } from '../src/dialog-list-screen.tsx';

interface Supplier {
  id: number;
  name: string;
}

vi.mock('@shop/client', async (original) => ({
  ...(await original<typeof Client>()),
  getPage: async () => ({
    data: [{ id: 7, name: 'Angkor Auto Parts' }],
    pagination: { page: 0, pageSize: 10, totalCount: 1, totalPage: 1 },
  }),
}));

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
    fireEvent.click(await screen.findByTestId('record-add'));
    expect(screen.getByRole('dialog', { name: 'create' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
