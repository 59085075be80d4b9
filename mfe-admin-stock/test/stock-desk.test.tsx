// The stock desk (issue 34 §8), as staff use it: every store's stock with what is low marked, in the reader's
// language, and an increase that asks how many and sends it. Asked of the screen by role and label; the API is the
// contract-checked stand-in (@shop/ui/testing), so the answers and the writes are the contract's shapes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Envelope,
  Paged,
  SavedView,
  SavedViewQuery,
  StockIncreaseBody,
  StockListQuery,
  StockView,
  StoreListQuery,
  StoreView,
} from '@shop/contracts';
import { ListOf, pageOf, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { openRoutes } from '@shop/federation/testing/open-routes.tsx';
import { admin } from '../src/app/routes.tsx';

const api = withApiStandIn();

const at = '2026-12-06T08:00:00.000Z';
const angkorStore = { id: 70, name: 'Angkor store', nameKh: 'ហាងអង្គរ' };
const stock = (id: number, partNumber: string, name: string, nameKh: string, quantity: number): StockView => ({
  id,
  item: { itemId: id + 100, type: 'Part', partId: id + 200, accessoryId: null, partNumber, name, nameKh },
  store: angkorStore,
  supplier: { id: 7, name: 'Angkor Auto Parts', nameKh: 'អង្គរ គ្រឿងបន្លាស់' },
  baseUnit: { id: 1, name: 'Piece', nameKh: 'ដុំ', factor: 1 },
  quantity,
  price: '12.50',
  dealerPrice: '11.00',
  alertThreshold: 5,
  low: quantity <= 5,
  createdAt: at,
  updatedAt: at,
});
const store: StoreView = {
  ...angkorStore,
  supplierId: 7,
  phone: null,
  address: null,
  enabled: true,
  image: null,
  supplierName: 'Angkor Auto Parts',
  stockCount: 2,
  lowStockCount: 1,
};

/** The desk's reads (the stocks, the stores for its filters, saved views) and the increase, which adds to a stock. */
function answerDesk() {
  const stocks = [
    stock(501, 'BP-1001', 'Brake Pad Set', 'ឈុតបន្ទះហ្វ្រាំង', 20),
    stock(502, 'SP-2002', 'Spark Plug', 'ប៊ូហ្ស៊ី', 3),
  ];
  const increases: unknown[] = [];
  api.on('GET /api/backend/stock', { response: Paged(StockView), query: StockListQuery }, ({ query }) =>
    pageOf(query.get('low') === 'true' ? stocks.filter((s) => s.low) : stocks),
  );
  api.on('GET /api/backend/store', { response: Paged(StoreView), query: StoreListQuery }, () => pageOf([store]));
  api.on('GET /api/backend/view', { response: ListOf(SavedView), query: SavedViewQuery }, () => ({ data: [] }));
  api.on(
    'PUT /api/backend/stock/increase-stock/:id',
    { response: Envelope(StockView), body: StockIncreaseBody },
    ({ params, body }) => {
      increases.push(body);
      const found = stocks.find((s) => s.id === Number(params.id))!;
      found.quantity += (body as StockIncreaseBody).quantity;
      found.low = found.quantity <= found.alertThreshold;
      return { data: found };
    },
  );
  return increases;
}

async function open(locale: 'en' | 'kh' = 'en') {
  await openRoutes(admin, `/${locale}/admin/stock`, '/admin');
}

const rowOf = async (partNumber: string) => (await screen.findByRole('cell', { name: partNumber })).closest('tr')!;

describe('the stock desk', { timeout: 30_000 }, () => {
  it("shows each store's stock, its prices, and what is low marked Low", async () => {
    signIn();
    answerDesk();
    await open();
    expect(await screen.findByRole('heading', { name: 'Stock' })).toBeTruthy();
    const pads = await rowOf('BP-1001');
    expect(within(pads).getByRole('cell', { name: 'Brake Pad Set' })).toBeTruthy();
    expect(within(pads).getByRole('cell', { name: 'Angkor store' })).toBeTruthy();
    expect(within(pads).getByText('20')).toBeTruthy();
    expect(within(pads).getByText('$12.50')).toBeTruthy();
    expect(within(pads).queryByText('Low')).toBeNull();
    const plugs = await rowOf('SP-2002');
    expect(within(plugs).getByText('Low')).toBeTruthy();
    expect(within(plugs).getByRole('link', { name: 'History' }).getAttribute('href')).toBe(
      '/en/admin/stock-history/502',
    );
  });

  it('shows the low stock alone when asked', async () => {
    signIn();
    answerDesk();
    await open();
    await rowOf('BP-1001');
    fireEvent.click(screen.getByRole('combobox', { name: 'Low stock' }));
    // The dropdown is drawn in a transition jsdom never ends, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Low only', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'BP-1001' })).toBeNull());
    expect(await rowOf('SP-2002')).toBeTruthy();
    expect(api.requests.some((r) => r.url.startsWith('/api/backend/stock?') && r.url.includes('low=true'))).toBe(true);
  });

  it('increases a stock by the units the person types, and shows the new quantity', async () => {
    signIn();
    const increases = answerDesk();
    await open();
    const plugs = await rowOf('SP-2002');
    fireEvent.click(within(plugs).getByRole('button', { name: 'Increase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Increase SP-2002 (3 now)' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Units to add/ }), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'Delivery 77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(increases).toEqual([{ quantity: 10, note: 'Delivery 77' }]));
    await waitFor(async () => expect(within(await rowOf('SP-2002')).getByText('13')).toBeTruthy());
    expect(within(await rowOf('SP-2002')).queryByText('Low')).toBeNull();
  });

  it('reads in Khmer on a Khmer page, names included', async () => {
    signIn();
    answerDesk();
    await open('kh');
    const pads = await rowOf('BP-1001');
    expect(within(pads).getByRole('cell', { name: 'ឈុតបន្ទះហ្វ្រាំង' })).toBeTruthy();
    expect(within(pads).getByRole('cell', { name: 'ហាងអង្គរ' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Stock' })).toBeNull();
  });

  it("shows a supplier its own store's stock without a store column or store filters", async () => {
    signIn({ id: 9, type: 'SUPPLIER', supplierId: 7, name: 'Angkor owner' });
    answerDesk();
    await open();
    await rowOf('BP-1001');
    expect(screen.queryByRole('columnheader', { name: 'Store' })).toBeNull();
    expect(screen.queryByLabelText('Store')).toBeNull();
    expect(api.requests.some((r) => r.url.startsWith('/api/backend/store'))).toBe(false);
  });
});
