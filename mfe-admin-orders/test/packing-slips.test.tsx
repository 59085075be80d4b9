// Bulk packing slips (issue 34 §6): the orders selected on the desk print as one page, one slip per order and
// supplier with open lines (the same slip as an order's own page), the shipping option worded in the reader's
// language. The API's order reads are stubbed at the HTTP call.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@shop/client';
import { queryClient } from '@shop/client';
import type { OrderDetailView } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import '../src/lib/i18n.ts';
import {
  MAX_PACKING_SLIPS,
  PackingSlipsPage,
  packingSlipOrderIds,
} from '../src/features/orders/components/packing-slips-page.tsx';
import { Page } from '../src/lib/page.tsx';

const supplier = (id: number, name: string) => ({ id, name, nameKh: null });
const line = (id: number, supplierId: number, status: 'OPEN' | 'CANCELLED') => ({
  id,
  status,
  supplier: supplierId === 1 ? supplier(1, 'Angkor Parts') : supplier(2, 'Mekong Motors'),
  item: { partNumber: `PN-${id}`, name: `Part ${id}`, nameKh: null },
  quantity: 2,
  baseQuantity: 2,
  unit: { name: 'Piece', nameKh: 'គ្រឿង' },
});
const order = (id: number, lines: ReturnType<typeof line>[], parts: unknown[] = []) =>
  ({
    parts,
    id,
    createdAt: '2026-12-06T08:00:00.000Z',
    shippingOption: 'Ground Way',
    customer: { name: 'Sokha' },
    address: { recipientName: null, address: 'St 1', locationName: 'Phnom Penh', locationNameKh: null, phone: null },
    note: null,
    lines,
  }) as unknown as OrderDetailView;
// Order 13: Angkor's part is collected at its store, Mekong's goes by road, paid cash on delivery.
const part = (supplierId: number, delivery: unknown) => ({
  id: supplierId,
  supplier: supplier(supplierId, ''),
  delivery,
});
const parts13 = [
  part(1, {
    option: 'STORE_PICKUP',
    fee: '0.00',
    feeKhr: '0',
    codFee: '0.00',
    codFeeKhr: '0',
    daysMin: null,
    daysMax: null,
    pickup: {
      storeId: 4,
      name: 'Angkor store',
      nameKh: 'ហាងអង្គរ',
      phone: '023 456 789',
      address: 'No. 12, Street 271',
    },
  }),
  part(2, {
    option: 'Ground Way',
    fee: '3.50',
    feeKhr: '14400',
    codFee: '1.00',
    codFeeKhr: '4100',
    daysMin: 1,
    daysMax: 3,
    pickup: null,
  }),
];
const orders: Record<string, OrderDetailView> = {
  '/api/backend/order/11': order(11, [line(1, 1, 'OPEN'), line(2, 2, 'OPEN')]),
  '/api/backend/order/12': order(12, [line(3, 1, 'OPEN'), line(4, 2, 'CANCELLED')]),
  '/api/backend/order/13': order(13, [line(5, 1, 'OPEN'), line(6, 2, 'OPEN')], parts13),
};

vi.mock('@shop/client', async (original) => ({
  ...(await original<typeof Client>()),
  getData: async (path: string) => {
    if (!orders[path]) throw new Error(`unexpected read ${path}`);
    return orders[path];
  },
}));

afterEach(() => queryClient.clear());

async function renderSlips(locale: 'en' | 'kh', ids: string) {
  await activateRouteLocale(locale);
  const router = createMemoryRouter(
    [
      {
        path: '/:locale/admin/orders/packing-slips',
        element: (
          <Page>
            <PackingSlipsPage />
          </Page>
        ),
      },
    ],
    { initialEntries: [`/${locale}/admin/orders/packing-slips?ids=${ids}`] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('bulk packing slips', () => {
  it('print one slip per selected order and supplier with open lines, the shipping option worded', async () => {
    await renderSlips('en', '11,12');
    const slips = await screen.findAllByTestId('packing-slip');
    expect(slips.map((slip) => slip.getAttribute('data-order-id'))).toEqual(['11', '11', '12']);
    expect(screen.getAllByTestId('packing-slip-supplier').map((name) => name.textContent)).toEqual([
      'Angkor Parts',
      'Mekong Motors',
      'Angkor Parts',
    ]);
    // The cancelled line of order 12 is not packed.
    expect(screen.getAllByTestId('packing-slip-line')).toHaveLength(3);
    expect(screen.getAllByText('Shipping: By road')).toHaveLength(3);
    expect(screen.getByTestId('packing-slips-count').textContent).toBe('3 packing slips for 2 orders');
    expect(document.body.textContent).not.toContain('Ground Way');
  });

  it('read in Khmer on a Khmer page', async () => {
    await renderSlips('kh', '12');
    const slip = await screen.findByTestId('packing-slip');
    expect(slip.textContent).not.toContain('Ground Way');
    expect(slip.textContent).not.toContain('Shipping');
    expect(slip.textContent).toContain('តាមផ្លូវគោក');
  });

  it("carry each part's delivery as chosen: the way, the pickup store, the fees in USD and riel", async () => {
    await renderSlips('en', '13');
    const slips = await screen.findAllByTestId('packing-slip');
    expect(slips).toHaveLength(2);
    const [pickup, road] = screen.getAllByTestId('part-delivery');
    expect(pickup!.getAttribute('data-option')).toBe('STORE_PICKUP');
    expect(pickup!.textContent).toBe(
      'Delivery: Pick up at the storeAngkor store · No. 12, Street 271 · 023 456 789Delivery fee $0៛0',
    );
    expect(road!.textContent).toBe(
      'Delivery: By road (1–3 days)Delivery fee $3.50៛14,400Cash on delivery fee $1៛4,100',
    );
    // The part's own way replaces the order's single shipping option.
    expect(screen.queryByText(/^Shipping:/)).toBeNull();
  });

  it("word the parts' delivery in Khmer on a Khmer page", async () => {
    await renderSlips('kh', '13');
    await screen.findAllByTestId('packing-slip');
    const [pickup, road] = screen.getAllByTestId('part-delivery');
    expect(pickup!.textContent).toContain('ហាងអង្គរ');
    expect(pickup!.textContent).not.toMatch(/Pick up|Delivery|Angkor store/);
    expect(road!.textContent).not.toMatch(/[A-Za-z]/);
    expect(road!.textContent).toContain('៛14,400');
  });

  it('take whole order numbers from the address, each once, at most the cap', () => {
    expect(packingSlipOrderIds('3,5,x,3,-1,2.5,8')).toEqual([3, 5, 8]);
    expect(packingSlipOrderIds(null)).toEqual([]);
    const many = Array.from({ length: MAX_PACKING_SLIPS + 20 }, (_, index) => index + 1).join(',');
    expect(packingSlipOrderIds(many)).toHaveLength(MAX_PACKING_SLIPS);
  });
});
