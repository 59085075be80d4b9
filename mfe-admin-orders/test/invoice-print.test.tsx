// The staff's printed invoice (issue 34 §3, §6): the same document the shopper prints, with the part's delivery worded
// in the reader's language (never the stored 'Ground Way'), and "Dealer prices" under the totals when the order was
// placed by an approved dealer. The API is the contract-checked stand-in (@shop/ui/testing); the invoice comes
// through the staff list narrowed to one id, as the page asks for it.
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { InvoiceView, StaffInvoiceListQuery } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { Paged, pageOf, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { InvoicePrintPage } from '../src/features/invoices/components/invoice-print-page.tsx';
import { Page } from '../src/lib/page.tsx';

const api = withApiStandIn();

const invoice = (fields: Partial<InvoiceView> = {}): InvoiceView => ({
  id: 21,
  orderId: 1014,
  status: 'ACCEPTED',
  supplier: { id: 3, name: 'Angkor Parts', nameKh: 'អង្គរ' },
  store: { id: 4, name: 'Angkor store', nameKh: 'ហាងអង្គរ', phone: '023 456 789', address: 'No. 12, Street 271' },
  customer: { id: 40, name: 'Sokha' },
  address: {
    userLocationId: null,
    locationId: 1,
    locationName: 'Phnom Penh',
    locationNameKh: 'ភ្នំពេញ',
    recipientName: null,
    phone: null,
    address: 'St 1',
  },
  paymentMethod: 'CASH',
  orderStatus: 'ACCEPTED',
  dealerPricing: false,
  total: '13.50',
  totalKhr: '55400',
  goodsTotal: '10.00',
  goodsTotalKhr: '41000',
  delivery: {
    option: 'Ground Way',
    fee: '3.50',
    feeKhr: '14400',
    codFee: '0.00',
    codFeeKhr: '0',
    daysMin: 1,
    daysMax: 3,
    pickup: null,
  },
  createdAt: '2026-12-06T08:00:00.000Z',
  lines: [
    {
      id: 1,
      stockId: 501,
      item: {
        itemId: 1,
        type: 'Part',
        partId: 1,
        accessoryId: null,
        partNumber: 'PN-1',
        name: 'Brake pad',
        nameKh: 'បន្ទះហ្វ្រាំង',
      },
      unit: { id: 1, name: 'Piece', nameKh: 'គ្រឿង', factor: 1 },
      supplier: { id: 3, name: 'Angkor Parts', nameKh: 'អង្គរ' },
      quantity: 2,
      baseQuantity: 2,
      unitPrice: '5.00',
      unitPriceKhr: '20500',
      lineTotal: '10.00',
      lineTotalKhr: '41000',
      status: 'OPEN',
    },
  ],
  ...fields,
});

async function renderPrint(locale: 'en' | 'kh', shown: InvoiceView) {
  signIn();
  api.on('GET /api/backend/invoice', { response: Paged(InvoiceView), query: StaffInvoiceListQuery }, ({ query }) =>
    pageOf(Number(query.get('id')) === shown.id ? [shown] : []),
  );
  await activateRouteLocale(locale);
  const router = createMemoryRouter(
    [
      {
        path: '/:locale/admin/invoices/:id/print',
        element: (
          <Page>
            <InvoicePrintPage />
          </Page>
        ),
      },
    ],
    { initialEntries: [`/${locale}/admin/invoices/${shown.id}/print`] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
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
    const pickup = invoice({
      delivery: {
        option: 'STORE_PICKUP',
        fee: '0.00',
        feeKhr: '0',
        codFee: '0.00',
        codFeeKhr: '0',
        daysMin: null,
        daysMax: null,
        pickup: { storeId: 4, name: 'Angkor store', nameKh: 'ហាងអង្គរ', phone: null, address: 'No. 12, Street 271' },
      },
    });
    const sheet = await renderPrint('kh', pickup);
    const fee = within(sheet).getByTestId('invoice-delivery-fee');
    expect(fee.textContent).toContain('មកយកនៅហាង');
    expect(fee.textContent).toContain('ហាងអង្គរ');
    expect(fee.textContent).not.toContain('Pick up');
  });
});
