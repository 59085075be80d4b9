// Bulk packing slips (issue 34 §6): the orders selected on the desk print as one page, one slip per order and
// supplier with open lines (the same slip as an order's own page), the shipping option worded in the reader's
// language. The API is the contract-checked stand-in (@shop/ui/testing): the orders it answers are whole
// OrderDetailView answers, checked against the contract.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Envelope, OrderDetailView, type OrderLine, type OrderPartView, type PartDelivery } from '@shop/contracts';
import { refuse, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import { MAX_PACKING_SLIPS, packingSlipOrderIds } from '../src/features/orders/components/packing-slips-page.tsx';
import {
  byRoad,
  deliveryAddress,
  openAdmin,
  orderLine as line,
  placedAt as at,
  storePickup,
  supplierOf as supplier,
} from './support/orders.tsx';

const api = withApiStandIn();

const order = (id: number, lines: OrderLine[], parts: OrderPartView[] = []): OrderDetailView => ({
  id,
  status: 'ACCEPTED',
  total: '20.00',
  totalKhr: '82000',
  deliveryTotal: '0.00',
  deliveryTotalKhr: '0',
  lineCount: lines.length,
  paymentMethod: 'CASH',
  shippingOption: 'Ground Way',
  customer: { id: 40, name: 'Sokha' },
  createdAt: at,
  dealerPricing: false,
  address: deliveryAddress,
  note: null,
  reasons: null,
  refundNote: null,
  lines,
  history: [],
  parts,
});
// Order 13: Angkor's part is collected at its store, Mekong's goes by road, paid cash on delivery.
const part = (supplierId: number, delivery: PartDelivery): OrderPartView => ({
  id: supplierId,
  supplier: supplier(supplierId),
  status: 'ACCEPTED',
  total: '10.00',
  totalKhr: '41000',
  goodsTotal: '10.00',
  goodsTotalKhr: '41000',
  delivery,
  lineCount: 1,
  updatedAt: at,
  history: [],
});
const parts13 = [part(1, storePickup), part(2, byRoad({ codFee: '1.00', codFeeKhr: '4100' }))];
const orders: Record<string, OrderDetailView> = {
  '11': order(11, [line(1, 1, 'OPEN'), line(2, 2, 'OPEN')]),
  '12': order(12, [line(3, 1, 'OPEN'), line(4, 2, 'CANCELLED')]),
  '13': order(13, [line(5, 1, 'OPEN'), line(6, 2, 'OPEN')], parts13),
};
async function renderSlips(locale: 'en' | 'kh', ids: string) {
  signIn();
  api.on('GET /api/backend/order/:id', { response: Envelope(OrderDetailView) }, ({ params }) => ({
    data: orders[params.id ?? '']!,
  }));
  await openAdmin(`orders/packing-slips?ids=${ids}`, locale);
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

describe("one order's packing slip", () => {
  async function openSlip(locale: 'en' | 'kh', orderId: number) {
    signIn({ type: 'SUPPLIER', supplierId: 2 });
    // The API answers 404 for an order that does not exist and for one without a line of the supplier's.
    api.on('GET /api/backend/order/:id', { response: Envelope(OrderDetailView) }, ({ params }) =>
      refuse(404, 'NOT_FOUND', `Order ${params.id} not found`),
    );
    await openAdmin(`orders/${orderId}/packing-slip/2`, locale);
    return screen.findByRole('heading', { name: locale === 'kh' ? 'រកមិនឃើញ' : 'Not found' }, { timeout: 15_000 });
  }

  it("of an order that is missing or not the supplier's says Not found, not the connection error", async () => {
    const notFound = await openSlip('en', 999_999);
    expect(notFound.textContent).toBe('Not found');
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/en/admin/orders');
    expect(screen.queryByText(/Check the connection/)).toBeNull();
  });

  it('says it in Khmer on a Khmer page', async () => {
    const notFound = await openSlip('kh', 999_999);
    expect(notFound.textContent).toBe('រកមិនឃើញ');
    expect(screen.queryByText('Not found')).toBeNull();
  });
});
