import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { type FakeApi } from './fake-api.ts';
import { renderAt, requestsTo, signedInShopper, withFakeApi } from './support.tsx';

let api: FakeApi;
withFakeApi((started) => (api = started));

const brakes = { name: 'Brake pad set', supplier: 'Toul Kork Parts', quantity: 2, unitPrice: '12.50' };
const filter = { name: 'Oil filter', supplier: 'Siem Reap Motors', quantity: 1, unitPrice: '4.25' };
const rows = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
// The lines' table on a wide screen: its body rows, after the header row.
const lineRows = (name = 'Order lines') => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('my orders', () => {
  it('sends a visitor without a session to sign in first', async () => {
    const router = renderAt('/en/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/sign-in'));
    expect(router.state.location.search).toBe('?returnTo=%2Fen%2Forders');
  });

  it('points staff to the back-office instead of asking for orders they do not have', async () => {
    const { user } = await signedInShopper(api);
    useSessionStore.setState({ user: { ...user, type: 'ADMIN' } });
    renderAt('/en/orders');
    expect(await screen.findByText('Staff accounts are managed in the back-office.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'My pages' })).toBeNull();
    expect(requestsTo(api, 'GET', '/api/frontend/order')).toHaveLength(0);
  });

  it('lists my orders newest first with status, lines and totals in dollars and riel', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const older = api.commerce.placeOrder(user, locations[0]!, [brakes]);
    const newer = api.commerce.placeOrder(user, locations[0]!, [brakes, filter]);
    api.commerce.moveOrder(older.id, 'ACCEPTED');
    renderAt('/en/orders');

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row.getAttribute('data-order-id'))).toEqual([String(newer.id), String(older.id)]);
    const first = within(rows()[0]!);
    expect(first.getByRole('link', { name: `Order #${newer.id}` }).getAttribute('href')).toBe(`/en/orders/${newer.id}`);
    expect(first.getByTestId('order-status').textContent).toBe('Pending');
    expect(first.getByText(/2 lines/)).toBeTruthy();
    // 2 x 12.50 + 4.25 = 29.25 USD; x 4100 = 119,925 riel, rounded to 100.
    expect(first.getByTestId('amount-usd').textContent).toBe('$29.25');
    expect(first.getByTestId('amount-khr').textContent).toBe('៛119,900');
    expect(within(rows()[1]!).getByTestId('order-status').textContent).toBe('Accepted');
    expect(requestsTo(api, 'GET', '/api/frontend/order')[0]!.url).toBe('/api/frontend/order?status=ALL&page=0&size=10');
  });

  it('filters by status, offering the statuses the server names, and keeps the filter in the address', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const pending = api.commerce.placeOrder(user, locations[0]!, [brakes]);
    const cancelled = api.commerce.placeOrder(user, locations[0]!, [filter]);
    api.commerce.moveOrder(cancelled.id, 'CANCELLED');
    const router = renderAt('/en/orders');
    await waitFor(() => expect(rows()).toHaveLength(2));

    const radios = screen.getAllByRole('radio').map((radio) => radio.closest('div')?.textContent);
    expect(radios).toEqual(['All', 'Pending', 'Accepted', 'Processing', 'Delivered', 'Paid', 'Cancelled']);
    fireEvent.click(screen.getByRole('radio', { name: 'Cancelled' }));
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-order-id'))).toEqual([String(cancelled.id)]));
    expect(router.state.location.search).toBe('?status=CANCELLED');
    expect(requestsTo(api, 'GET', '/api/frontend/order').at(-1)!.url).toBe(
      '/api/frontend/order?status=CANCELLED&page=0&size=10',
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Delivered' }));
    expect(await screen.findByText('You have no orders with this status.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-order-id'))).toEqual([String(pending.id)]));
  });

  it('pages through more than ten orders', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const placed = Array.from({ length: 12 }, () => api.commerce.placeOrder(user, locations[0]!, [filter]));
    const router = renderAt('/en/orders');
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row.getAttribute('data-order-id'))).toEqual([
      String(placed[1]!.id),
      String(placed[0]!.id),
    ]);
    expect(router.state.location.search).toBe('?page=2');
    expect(requestsTo(api, 'GET', '/api/frontend/order').at(-1)!.url).toBe(
      '/api/frontend/order?status=ALL&page=1&size=10',
    );
  });
});

describe('one of my orders', () => {
  it('shows lines, address, shipping, payment, totals and history', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271, Toul Kork' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes, filter]);
    renderAt(`/en/orders/${order.id}`);

    expect(await screen.findByRole('heading', { name: `Order #${order.id}` })).toBeTruthy();
    const lines = lineRows();
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Brake pad set')).toBeTruthy();
    expect(within(lines[0]!).getByText('Toul Kork Parts')).toBeTruthy();
    expect(within(lines[0]!).getByText('2 piece')).toBeTruthy();
    // The unit price in both currencies: 12.50 USD x 4100 = 51,250 riel, rounded to 51,300.
    const unitPrice = within(within(lines[0]!).getByTestId('line-unit-price'));
    expect(unitPrice.getByTestId('amount-usd').textContent).toBe('$12.50');
    expect(unitPrice.getByTestId('amount-khr').textContent).toBe('៛51,300');
    expect(within(within(lines[0]!).getByTestId('line-amount')).getByTestId('amount-usd').textContent).toBe('$25');
    // A line's badge follows its supplier's part: a new order's lines are pending.
    expect(within(lines[0]!).getByTestId('line-status').textContent).toBe('Pending');
    expect(screen.getByTestId('order-address').textContent).toContain('Street 271, Toul Kork, Phnom Penh');
    expect(screen.getByTestId('order-shipping').textContent).toBe('By road');
    expect(screen.getByTestId('order-payment').textContent).toBe('Cash on delivery');
    expect(within(screen.getByTestId('order-total')).getByTestId('amount-usd').textContent).toBe('$29.25');
    // Two suppliers: each part's own timeline, both starting when the order was placed.
    expect(within(screen.getByRole('region', { name: 'Progress by supplier' })).getAllByRole('article')).toHaveLength(
      2,
    );
    expect(screen.getAllByTestId('status-move').map((move) => move.getAttribute('data-to'))).toEqual([
      'PENDING',
      'PENDING',
    ]);
  });

  it('a paid order\'s lines say Paid, a cancelled line Cancelled, in both languages (never "Open")', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes, { ...filter, status: 'CANCELLED' }]);
    api.commerce.moveOrder(order.id, 'PAID');
    renderAt(`/en/orders/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.id}` });
    const states = () => screen.getAllByTestId('line-status').map((badge) => badge.textContent);
    expect(states()).toEqual(['Paid', 'Cancelled']);
    expect(screen.queryByText('Open')).toBeNull();
  });

  it("in Khmer, a line follows its own supplier's part: one delivered, one still accepted", async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes, filter]);
    api.commerce.movePart(order.id, 'Toul Kork Parts', 'DELIVERED');
    api.commerce.movePart(order.id, 'Siem Reap Motors', 'ACCEPTED');
    await activateRouteLocale('kh');
    try {
      renderAt(`/kh/orders/${order.id}`);
      await screen.findByRole('heading', { name: `ការបញ្ជាទិញ #${order.id}` });
      const lines = lineRows('មុខទំនិញនៃការបញ្ជាទិញ');
      expect(lines.map((line) => line.getAttribute('data-state'))).toEqual(['DELIVERED', 'ACCEPTED']);
      for (const badge of screen.getAllByTestId('line-status')) expect(badge.textContent).not.toMatch(/[A-Za-z]/);
    } finally {
      await activateRouteLocale('en');
    }
  });

  it('on a phone, shows each line as a card with its amount, status and cancel button (no table)', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes, filter]);
    const wide = window.matchMedia;
    // 390 px wide: every max-width query below 768 px holds.
    window.matchMedia = (query: string) => ({ ...wide(query), matches: /max-width/.test(query) });
    try {
      renderAt(`/en/orders/${order.id}`);
      await screen.findByRole('heading', { name: `Order #${order.id}` });
      expect(screen.queryByRole('table', { name: 'Order lines' })).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'Order lines' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const card = within(cards[0]!);
      expect(card.getByTestId('line-amount').textContent).toContain('$25');
      expect(card.getByTestId('line-status').textContent).toBe('Pending');
      expect(card.getByRole('button', { name: 'Cancel the line Brake pad set' })).toBeTruthy();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('cancels one line: the stock goes back, the line shows cancelled and the total drops', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes, filter]);
    renderAt(`/en/orders/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.id}` });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the line Oil filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this line?' });
    expect(
      within(dialog).getByText('1 piece × Oil filter will be removed from the order and its stock given back.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the line' }));

    await waitFor(() => expect(lineRows()[1]!.getAttribute('data-status')).toBe('CANCELLED'));
    const filterLine = order.lines[1]!;
    expect(requestsTo(api, 'PUT', `/api/frontend/order/cancelled/${order.id}/${filterLine.id}`)).toHaveLength(1);
    expect(within(screen.getByTestId('order-total')).getByTestId('amount-usd').textContent).toBe('$25');
    expect(screen.getByTestId('order-detail').getAttribute('data-status')).toBe('PENDING');
    // One open line left: cancelling it is announced as cancelling the order.
    expect(screen.getAllByRole('button', { name: /^Cancel the line / })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^Cancel the line / }));
    expect(await screen.findByText('This is the last open line: cancelling it cancels the whole order.')).toBeTruthy();
  });

  it('cancels the whole order only with a reason, which joins the history', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes]);
    renderAt(`/en/orders/${order.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel order #${order.id}` });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByText('Please tell us why you are cancelling.')).toBeTruthy();
    expect(requestsTo(api, 'PUT', `/api/frontend/order/cancelled/${order.id}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Why are you cancelling?', { exact: false }), {
      target: { value: '  Found it cheaper nearby  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.getByTestId('order-detail').getAttribute('data-status')).toBe('CANCELLED'));
    expect(requestsTo(api, 'PUT', `/api/frontend/order/cancelled/${order.id}`)[0]!.body).toEqual({
      reasons: 'Found it cheaper nearby',
    });
    expect(screen.getByTestId('order-status').textContent).toBe('Cancelled');
    expect(screen.getByRole('alert', { name: 'Cancelled' }).textContent).toContain('Reason: Found it cheaper nearby');
    expect(screen.getAllByTestId('status-move').map((move) => move.getAttribute('data-to'))).toEqual([
      'PENDING',
      'CANCELLED',
    ]);
    expect(screen.getAllByTestId('status-move-note').map((note) => note.textContent)).toEqual([
      'Found it cheaper nearby',
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel the line / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change address' })).toBeNull();
  });

  it('sends an accepted order to another saved location, but no longer offers cancelling', async () => {
    const { user, locations } = await signedInShopper(api, [
      { label: 'Home', address: 'Street 271' },
      { label: 'Garage', address: 'Sivatha Blvd', locationId: 2 },
    ]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes]);
    api.commerce.moveOrder(order.id, 'ACCEPTED');
    renderAt(`/en/orders/${order.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel the line / })).toBeNull();

    const dialog = await screen.findByRole('dialog', { name: 'Deliver to another address' });
    expect((within(dialog).getByRole('radio', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Deliver here' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Garage' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver here' }));

    await waitFor(() => expect(screen.getByTestId('order-address').textContent).toContain('Sivatha Blvd, Siem Reap'));
    expect(requestsTo(api, 'PUT', `/api/frontend/order/modify-location/${order.id}`)[0]!.body).toEqual({
      userLocationId: locations[1]!.id,
    });
  });

  it('offers no change once the order is on its way', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes]);
    api.commerce.moveOrder(order.id, 'ACCEPTED');
    api.commerce.moveOrder(order.id, 'PROCESSING', 'Packed in Phnom Penh');
    renderAt(`/en/orders/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.id}` });
    expect(screen.getByTestId('order-status').textContent).toBe('Processing');
    expect(screen.getAllByTestId('status-move').map((move) => move.getAttribute('data-to'))).toEqual([
      'PENDING',
      'ACCEPTED',
      'PROCESSING',
    ]);
    expect(screen.getByText('Accepted → Processing')).toBeTruthy();
    expect(screen.getByText('Packed in Phnom Penh')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel the line / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change address' })).toBeNull();
  });

  it("says in the shopper's words that the shop moved the order meanwhile, and shows the order as it is now", async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes, filter]);
    renderAt(`/en/orders/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.id}` });
    api.commerce.moveOrder(order.id, 'ACCEPTED');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the line Brake pad set' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the line' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      `Order ${order.id} is now Accepted, so this can no longer be done.`,
    );
    await waitFor(() => expect(screen.getByTestId('order-detail').getAttribute('data-status')).toBe('ACCEPTED'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Cancel the line / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change address' })).toBeTruthy();
    expect(requestsTo(api, 'GET', `/api/frontend/order/${order.id}`).length).toBeGreaterThanOrEqual(2);
  });

  it("answers someone else's or an unknown order with not found", async () => {
    await signedInShopper(api);
    renderAt('/en/orders/999999');
    expect((await screen.findByRole('alert')).textContent).toBe('This order was not found.');
  });

  it('speaks Khmer under /kh', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes]);
    // Khmer's catalogues may not be loaded yet in this file: drawing before they are would read English.
    await activateRouteLocale('kh');
    renderAt(`/kh/orders/${order.id}`);
    await screen.findByRole('heading', { name: `ការបញ្ជាទិញ #${order.id}` });
    expect(screen.getByTestId('order-status').textContent).toBe('កំពុងរង់ចាំ');
    expect(screen.getByRole('button', { name: 'បោះបង់ការបញ្ជាទិញ' })).toBeTruthy();
  });
});
