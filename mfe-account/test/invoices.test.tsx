import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeApi } from './fake-api.ts';
import { storeOf } from './fake-commerce.ts';
import { renderAt, requestsTo, signedInShopper, withFakeApi } from './support.tsx';

let api: FakeApi;
withFakeApi((started) => (api = started));

const brakes = { name: 'Brake pad set', supplier: 'Toul Kork Parts', quantity: 2, unitPrice: '12.50' };
const filter = { name: 'Oil filter', supplier: 'Siem Reap Motors', quantity: 3, unitPrice: '4.25' };
const plugs = { name: 'Spark plug', supplier: 'Toul Kork Parts', quantity: 4, unitPrice: '3.10' };
const rows = () => within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');

describe('my invoices', () => {
  it('lists the issued invoices by default, one per store of an accepted order, and the cancelled ones on request', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const accepted = api.commerce.placeOrder(user, locations[0]!, [brakes, filter]);
    api.commerce.moveOrder(accepted.id, 'ACCEPTED');
    const cancelled = api.commerce.placeOrder(user, locations[0]!, [plugs]);
    api.commerce.moveOrder(cancelled.id, 'ACCEPTED');
    api.commerce.moveOrder(cancelled.id, 'CANCELLED', 'Out of stock at the warehouse');
    api.commerce.placeOrder(user, locations[0]!, [plugs]);
    const router = renderAt('/en/invoices');

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(requestsTo(api, 'GET', '/api/frontend/invoice')[0]!.url).toBe(
      '/api/frontend/invoice?status=ACCEPTED&page=0&size=10',
    );
    expect((screen.getByRole('radio', { name: 'Issued' }) as HTMLInputElement).checked).toBe(true);
    expect(rows().every((row) => row.getAttribute('data-order-id') === String(accepted.id))).toBe(true);
    const siemReap = rows().find((row) => row.textContent?.includes('Siem Reap Motors'))!;
    expect(within(siemReap).getByTestId('amount-usd').textContent).toBe('$12.75');
    expect(within(siemReap).getByTestId('amount-khr').textContent).toBe('៛52,300');

    fireEvent.click(screen.getByRole('radio', { name: 'Cancelled' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.getAttribute('data-order-id')).toBe(String(cancelled.id));
    expect(within(rows()[0]!).getByTestId('invoice-status').textContent).toBe('Cancelled');
    expect(router.state.location.search).toBe('?status=CANCELLED');
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('says so when there is no invoice yet', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    api.commerce.placeOrder(user, locations[0]!, [brakes]);
    renderAt('/en/invoices');
    expect(await screen.findByText('No invoices here. A store issues one when it accepts your order.')).toBeTruthy();
  });
});

describe('one invoice', () => {
  it('shows number, date, store, customer, lines and totals in dollars and riel, and prints', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271, Toul Kork' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes, plugs, filter]);
    api.commerce.moveOrder(order.id, 'ACCEPTED');
    const invoice = api.commerce.invoices.find((i) => i.orderId === order.id && i.supplier.name === 'Toul Kork Parts')!;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderAt(`/en/invoices/${invoice.id}`);

    const sheet = await screen.findByTestId('printable-invoice');
    expect(sheet.classList.contains('shop-printable')).toBe(true);
    expect(within(sheet).getByTestId('invoice-number').textContent).toBe(`INV-${String(invoice.id).padStart(6, '0')}`);
    expect(within(sheet).getByTestId('invoice-date').textContent).toMatch(/^Date: \w+ \d{1,2}, 2026$/);
    expect(within(sheet).getByText(`Order #${order.id}`)).toBeTruthy();
    // Store, customer and address come with the invoice: the order is not read.
    const store = storeOf(invoice.supplier);
    expect(within(sheet).getByTestId('invoice-supplier').textContent).toContain(store.name);
    expect(within(sheet).getByTestId('invoice-store-address').textContent).toBe(store.address);
    expect(within(sheet).getByTestId('invoice-store-phone').textContent).toBe(`Phone: ${store.phone}`);
    expect(within(sheet).getByTestId('invoice-customer').textContent).toContain(user.name);
    expect(within(sheet).getByTestId('invoice-customer').textContent).toContain('Street 271, Toul Kork, Phnom Penh');
    expect(requestsTo(api, 'GET', `/api/frontend/order/${order.id}`)).toHaveLength(0);
    const lines = within(within(sheet).getByRole('table', { name: 'Invoice lines' }))
      .getAllByRole('row')
      .slice(1);
    expect(lines.map((line) => line.querySelector('td')?.textContent)).toEqual(['Brake pad setPN-1', 'Spark plugPN-2']);
    expect(within(lines[1]!).getByText('4 piece')).toBeTruthy();
    expect(within(lines[1]!).getByText('$12.40')).toBeTruthy();
    // 3.10 USD x 4100 = 12,710 riel, rounded to 12,700.
    expect(within(lines[1]!).getByTestId('invoice-line-unit-price').textContent).toBe('$3.10៛12,700');
    // 25.00 + 12.40 = 37.40 USD; x 4100 = 153,340 riel, rounded to 100.
    expect(within(sheet).getByTestId('invoice-total-usd').textContent).toBe('$37.40');
    expect(within(sheet).getByTestId('invoice-total-khr').textContent).toBe('៛153,300');
    expect(screen.getByRole('button', { name: 'Print' }).closest('.no-print')).toBeTruthy();
    expect(within(sheet).queryByTestId('invoice-dealer-prices')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("says on an approved dealer's invoice that its lines are at dealer prices (issue 34 §3)", async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes]);
    order.dealerPricing = true;
    api.commerce.moveOrder(order.id, 'ACCEPTED');
    const invoice = api.commerce.invoices.find((i) => i.orderId === order.id)!;
    renderAt(`/en/invoices/${invoice.id}`);
    const sheet = await screen.findByTestId('printable-invoice');
    expect(within(sheet).getByTestId('invoice-dealer-prices').textContent).toBe('Dealer prices');
  });

  it("answers someone else's invoice with not found", async () => {
    const other = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const order = api.commerce.placeOrder(other.user, other.locations[0]!, [brakes]);
    api.commerce.moveOrder(order.id, 'ACCEPTED');
    const invoice = api.commerce.invoices.find((i) => i.orderId === order.id)!;
    await signedInShopper(api);
    renderAt(`/en/invoices/${invoice.id}`);
    expect((await screen.findByRole('alert')).textContent).toBe('This invoice was not found.');
  });
});
