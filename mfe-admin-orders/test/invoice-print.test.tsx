// The staff's printed invoice (issue 34 §3, §6): the same document the shopper prints, with the part's delivery worded
// in the reader's language (never the stored 'Ground Way'), and "Dealer prices" under the totals when the order was
// placed by an approved dealer. The API is the contract-checked stand-in (@shop/ui/testing); the invoice comes
// through the staff list narrowed to one id, as the page asks for it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceView, StaffInvoiceListQuery } from '@shop/contracts';
import { Paged, pageOf, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import { byRoad, deliveryAddress, openAdmin, orderLine, placedAt, storePickup, supplierOf } from './support/orders.tsx';

const api = withApiStandIn();

/** Angkor's invoice of order 1014: one line (2 × $5.00), sent by road for $3.50. */
const invoice = (fields: Partial<InvoiceView> = {}): InvoiceView => ({
  id: 21,
  orderId: 1014,
  status: 'ACCEPTED',
  supplier: supplierOf(1),
  store: { id: 4, name: 'Angkor store', nameKh: 'ហាងអង្គរ', phone: '023 456 789', address: 'No. 12, Street 271' },
  customer: { id: 40, name: 'Sokha' },
  address: deliveryAddress,
  paymentMethod: 'CASH',
  orderStatus: 'ACCEPTED',
  dealerPricing: false,
  total: '13.50',
  totalKhr: '55400',
  goodsTotal: '10.00',
  goodsTotalKhr: '41000',
  delivery: byRoad(),
  createdAt: placedAt,
  lines: [orderLine(1)],
  ...fields,
});

async function renderPrint(locale: 'en' | 'kh', shown: InvoiceView) {
  signIn();
  api.on('GET /api/backend/invoice', { response: Paged(InvoiceView), query: StaffInvoiceListQuery }, ({ query }) =>
    pageOf(Number(query.get('id')) === shown.id ? [shown] : []),
  );
  await openAdmin(`invoices/${shown.id}/print`, locale);
  return screen.findByTestId('printable-invoice', {}, { timeout: 15_000 });
}

describe("the staff's printed invoice", () => {
  it('words the shipping option and says nothing of dealer prices for a customer order', async () => {
    const sheet = await renderPrint('en', invoice());
    const fee = within(sheet).getByTestId('invoice-delivery-fee');
    expect(fee.getAttribute('data-option')).toBe('Ground Way');
    expect(fee.textContent).toBe('Delivery: By road1–3 days$3.50៛14,400');
    expect(sheet.textContent).not.toContain('Ground Way');
    expect(within(sheet).queryByTestId('invoice-dealer-prices')).toBeNull();
  });

  it('says its lines are at dealer prices when an approved dealer placed the order', async () => {
    const sheet = await renderPrint('en', invoice({ dealerPricing: true }));
    expect(within(sheet).getByTestId('invoice-dealer-prices').textContent).toBe('Dealer prices');
  });

  it('reads in Khmer on a Khmer page: the way, the dealer prices, no English', async () => {
    const sheet = await renderPrint('kh', invoice({ dealerPricing: true }));
    const fee = within(sheet).getByTestId('invoice-delivery-fee');
    expect(fee.textContent).toContain('តាមផ្លូវគោក');
    expect(fee.textContent).not.toMatch(/By road|Delivery|Ground Way/);
    expect(within(sheet).getByTestId('invoice-dealer-prices').textContent).toBe('តម្លៃឈ្មួញ');
  });

  it("a store pickup names the store to collect from, in the reader's language", async () => {
    const pickup = invoice({ delivery: storePickup });
    const sheet = await renderPrint('kh', pickup);
    const fee = within(sheet).getByTestId('invoice-delivery-fee');
    expect(fee.textContent).toContain('មកយកនៅហាង');
    expect(fee.textContent).toContain('ហាងអង្គរ');
    expect(fee.textContent).not.toContain('Pick up');
  });
});
