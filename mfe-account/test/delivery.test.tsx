// Delivery priced before checkout (issue 38 §2) on the shopper's account pages: the order page shows how each
// supplier's part comes and its fees, with totals that include them; each part's invoice carries its own delivery
// and cash-on-delivery fee in dollars and riel. In English and in Khmer.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartDelivery } from '@shop/contracts';
import { storePickupAt } from '@shop/contracts/testing/part-deliveries.ts';
import { activateRouteLocale } from '@shop/i18n';
import { type FakeApi } from './fake-api.ts';
import { renderAt, signedInShopper, withFakeApi } from './support.tsx';

let api: FakeApi;
withFakeApi((started) => (api = started));

const brakes = { name: 'Brake pad set', supplier: 'Toul Kork Parts', quantity: 2, unitPrice: '12.50' };
const filter = { name: 'Oil filter', supplier: 'Siem Reap Motors', quantity: 3, unitPrice: '4.25' };

const pickup = storePickupAt({
  storeId: 115,
  name: 'Toul Kork store',
  nameKh: 'ហាងទួលគោក',
  phone: '023 880 015',
  address: '15 Street 289',
});
/** By road for $2.50 in 2–3 days, paid cash on delivery for $1 more. */
const byRoadCod: PartDelivery = {
  option: 'Ground Way',
  fee: '2.50',
  feeKhr: '10300',
  codFee: '1.00',
  codFeeKhr: '4100',
  daysMin: 2,
  daysMax: 3,
  pickup: null,
};

async function deliveredOrder() {
  const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
  const order = api.commerce.placeOrder(user, locations[0]!, [brakes, filter], {
    'Toul Kork Parts': pickup,
    'Siem Reap Motors': byRoadCod,
  });
  return { user, order };
}

// The invoice's delivery table: the way's row, then the cash-on-delivery fee's when there is one.
const deliveryRows = (sheet: HTMLElement, name = 'Delivery') =>
  within(within(sheet).getByRole('table', { name })).getAllByRole('row');
const deliveries = () =>
  screen.getAllByTestId('order-part-delivery').map((part) => [part.getAttribute('data-option'), part.textContent]);

describe('delivery on my order and invoices', () => {
  it("shows each part's way and fees, and totals that include them", async () => {
    const { order } = await deliveredOrder();
    renderAt(`/en/orders/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.id}` });
    expect(deliveries()).toEqual([
      [
        'STORE_PICKUP',
        'Toul Kork Parts: Pick up at the storeToul Kork store · 15 Street 289 · 023 880 015Delivery free',
      ],
      ['Ground Way', 'Siem Reap Motors: By road2–3 daysDelivery $2.50៛10,300Cash on delivery fee $1៛4,100'],
    ]);
    // $25 + $12.75 of goods and $3.50 of fees; riel 102,500 + 52,300 (the fake's line riel) + 10,300 + 4,100.
    const total = within(screen.getByTestId('order-total'));
    expect(total.getByTestId('amount-usd').textContent).toBe('$41.25');
    expect(total.getByTestId('amount-khr').textContent).toBe('៛169,200');
    expect(within(screen.getByTestId('order-delivery-total')).getByTestId('amount-usd').textContent).toBe('$3.50');
    const part = screen.getByRole('article', { name: 'Siem Reap Motors' });
    expect(within(part).getByTestId('order-part-total-usd').textContent).toBe('$16.25');
  }, 15_000);

  it("puts the part's delivery and cash-on-delivery fee on its invoice, in the totals", async () => {
    const { order } = await deliveredOrder();
    api.commerce.moveOrder(order.id, 'ACCEPTED');
    const invoice = api.commerce.invoices.find(
      (i) => i.orderId === order.id && i.supplier.name === 'Siem Reap Motors',
    )!;
    renderAt(`/en/invoices/${invoice.id}`);
    const sheet = await screen.findByTestId('printable-invoice');
    const [fee, codFee] = deliveryRows(sheet);
    expect(fee!.getAttribute('data-option')).toBe('Ground Way');
    expect(fee!.textContent).toBe('Delivery: By road2–3 days$2.50៛10,300');
    expect(codFee!.textContent).toBe('Cash on delivery fee$1៛4,100');
    // 12.75 + 2.50 + 1.00 USD; 52,300 + 10,300 + 4,100 riel: each total the sum of what it lists.
    expect(within(sheet).getByTestId('invoice-total-usd').textContent).toBe('$16.25');
    expect(within(sheet).getByTestId('invoice-total-khr').textContent).toBe('៛66,700');
  });

  it('a picked-up part shows its store on the invoice at no fee, in Khmer under /kh', async () => {
    const { order } = await deliveredOrder();
    api.commerce.moveOrder(order.id, 'ACCEPTED');
    const invoice = api.commerce.invoices.find((i) => i.orderId === order.id && i.supplier.name === 'Toul Kork Parts')!;
    await activateRouteLocale('kh');
    renderAt(`/kh/invoices/${invoice.id}`);
    const sheet = await screen.findByTestId('printable-invoice');
    // No cash-on-delivery fee: the way's row alone.
    const [fee, ...more] = deliveryRows(sheet, 'ការដឹកជញ្ជូន');
    expect(fee!.textContent).toBe('ការដឹកជញ្ជូន៖ មកយកនៅហាងហាងទួលគោក, 15 Street 289$0៛0');
    expect(more).toEqual([]);
    expect(within(sheet).getByTestId('invoice-total-usd').textContent).toBe('$25');
  });

  it("words each part's delivery in Khmer on the order page", async () => {
    const { order } = await deliveredOrder();
    await activateRouteLocale('kh');
    renderAt(`/kh/orders/${order.id}`);
    await screen.findByRole('heading', { name: `ការបញ្ជាទិញ #${order.id}` });
    const [picked, shipped] = deliveries();
    expect(picked![1]).toContain('មកយកនៅហាង');
    expect(picked![1]).toContain('ហាងទួលគោក');
    expect(shipped![1]).toContain('តាមផ្លូវគោក');
    expect(shipped![1]).toContain('2–3 ថ្ងៃ');
    expect(shipped![1]).toContain('ថ្លៃបង់ប្រាក់ពេលទទួលទំនិញ');
  });
});
