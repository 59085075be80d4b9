// The catalogue screens offer a supplier only what the API says it may change (issue 33 §1): the API's answers carry
// `editable` and `lock` per item and `factorFixed` per unit; the HTTP client's reads are stubbed with such answers.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@shop/client';
import { queryClient, useSessionStore } from '@shop/client';
import type { AccessoryAdminView, ItemUnitView, SessionUser } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import '../src/lib/i18n.ts';
import { AccessoriesPage } from '../src/features/accessories/components/accessories-page.tsx';
import { LockBadge } from '../src/lib/item-ownership.tsx';
import { ItemUnitsPanel } from '../src/lib/item-units-panel.tsx';
import { Page } from '../src/lib/page.tsx';

// jsdom has no FontFaceSet; the accessory form's autosizing textareas (Mantine) listen on it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const ref = (id: number, name: string) => ({ id, name, nameKh: null });
const accessory = (
  id: number,
  partNumber: string,
  ownership: Pick<AccessoryAdminView, 'editable' | 'lock'>,
): AccessoryAdminView => ({
  id,
  itemId: id + 100,
  partNumber,
  name: `Mat ${partNumber}`,
  nameKh: null,
  description: null,
  descriptionKh: null,
  maker: ref(1, 'Bosch'),
  accessoryCategory: ref(2, 'Mats'),
  imageId: null,
  image: null,
  popular: false,
  shippingWeightGrams: null,
  createdAt: '2026-12-06T00:00:00.000Z',
  ...ownership,
});
const accessories = [
  accessory(1, 'MINE-1', { editable: true, lock: null }),
  accessory(2, 'THEIRS-1', { editable: false, lock: 'OTHER_SUPPLIER' }),
];
const unit = (id: number, factor: number, isBase: boolean, factorFixed: boolean): ItemUnitView => ({
  id,
  itemId: 7,
  unitType: ref(id, isBase ? 'Piece' : 'Box'),
  factor,
  isBase,
  factorFixed,
  createdAt: '2026-12-06T00:00:00.000Z',
});

vi.mock('@shop/client', async (original) => ({
  ...(await original<typeof Client>()),
  getPage: async (path: string) => {
    const data = path === '/api/backend/item/accessory' ? accessories : [];
    return { data, pagination: { page: 0, pageSize: 10, totalCount: data.length, totalPage: 1 } };
  },
  getData: async (path: string) =>
    path.startsWith('/api/backend/item-unit/item/') ? [unit(1, 1, true, true), unit(2, 10, false, true)] : [],
}));

const signInAs = (type: SessionUser['type']) =>
  useSessionStore.getState().setUser({ id: 9, type, supplierId: type === 'SUPPLIER' ? 3 : null } as SessionUser);

async function renderInPage(element: React.ReactNode) {
  await activateRouteLocale('en');
  const router = createMemoryRouter([{ path: '/', element: <Page>{element}</Page> }], { initialEntries: ['/'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  queryClient.clear();
  useSessionStore.getState().setUser(null);
});

// Under jsdom mantine-datatable draws the rows without their cells (see shared/admin's list screen test), so a row's
// lock badge and delete button are checked here on their own, and clicking rows is left to the end-to-end tests.
describe('accessories', () => {
  it('a supplier reads what it may change, and adds without a popular switch', { timeout: 30_000 }, async () => {
    signInAs('SUPPLIER');
    await renderInPage(<AccessoriesPage />);
    expect((await screen.findByTestId('ownership-note')).textContent).toMatch(
      /change the ones you added while no other supplier stocks them/,
    );
    fireEvent.click(screen.getByTestId('record-add'));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByText('Part number')).toBeTruthy();
    expect(within(form).queryByText('Popular')).toBeNull();
  });

  it('an admin reads no note, and adds with the popular switch', { timeout: 30_000 }, async () => {
    signInAs('ADMIN');
    await renderInPage(<AccessoriesPage />);
    fireEvent.click(await screen.findByTestId('record-add'));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByText('Popular')).toBeTruthy();
    expect(screen.queryByTestId('ownership-note')).toBeNull();
    // Delivery prices by weight: the accessory's shipping weight is typed here, as on the part form.
    expect(within(form).getByLabelText('Shipping weight (g)')).toBeTruthy();
  });
});

describe('a read-only row', () => {
  it('is marked with why, in words for each reason', async () => {
    await renderInPage(
      <>
        <LockBadge lock="SHOP" />
        <LockBadge lock="OTHER_SUPPLIER" />
        <LockBadge lock="SHARED" />
      </>,
    );
    expect(screen.getAllByTestId('item-lock').map((badge) => badge.textContent)).toEqual([
      'Shop catalogue',
      "Another supplier's",
      'Stocked by others too',
    ]);
  });
});

describe("an item's units", () => {
  it('are read-only with the reason when the viewer may not change the item', async () => {
    await renderInPage(<ItemUnitsPanel itemId={7} editable={false} lock="SHARED" />);
    expect((await screen.findByTestId('item-units-locked')).textContent).toBe(
      'Another supplier stocks this item too, so only an administrator can change it now.',
    );
    expect(screen.queryByRole('button', { name: 'Add unit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('Size fixed')).toBeTruthy();
  });

  it('offer adding and deleting units when it may', async () => {
    await renderInPage(<ItemUnitsPanel itemId={7} editable lock={null} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add unit' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByTestId('item-units-locked')).toBeNull();
  });
});
