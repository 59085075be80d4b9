import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGuestShoppingStore, useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { provinces, units } from './fake-api.ts';
import { location, renderAt, signInShopper, withFakeApi } from './support.tsx';

const fake = withFakeApi();
const writes = () =>
  fake.api.requests.filter((r) => r.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));
// The cart's lines: the items of its list, named "Cart lines" (in Khmer on a Khmer page).
const lines = (name = 'Cart lines') => within(screen.getByRole('list', { name })).getAllByRole('listitem');
const text = (testId: string) => screen.getByTestId(testId).textContent;

/** A shopper with 2 brake pad sets ($12.50 each) and 1 box of 10 spark plugs ($3.25 a piece). */
function shopperWithCart() {
  const shopper = signInShopper(fake.api);
  fake.api.putInCart(shopper.token, 501, 2);
  fake.api.putInCart(shopper.token, 502, 1, units.box.id);
  return shopper;
}

describe('cart page', () => {
  it("shows a signed-out visitor's empty cart without asking the API", async () => {
    renderAt('/en/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(fake.api.requests).toEqual([]);
  });

  it("prices a signed-out visitor's browser cart through the API, and changes it in the browser only", async () => {
    useGuestShoppingStore.getState().addLine({ stockId: 501, quantity: 2 });
    useGuestShoppingStore.getState().addLine({ stockId: 502, itemUnitId: units.box.id, quantity: 1 });
    renderAt('/en/cart');
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(text('cart-total-usd')).toBe('$57.50');
    fireEvent.click(within(lines()[0]!).getByRole('button', { name: 'One more' }));
    await waitFor(() => expect(text('cart-total-usd')).toBe('$70'));
    expect(useGuestShoppingStore.getState().lines[0]).toEqual({ stockId: 501, quantity: 3 });
    // Only pricing calls (and the provinces the delivery estimate offers): nothing is written to an account.
    expect(
      fake.api.requests.every(
        (r) =>
          (r.method === 'POST' && r.url === '/api/frontend/cart/guest') ||
          (r.method === 'GET' && r.url === '/api/frontend/location'),
      ),
    ).toBe(true);
  });

  it('lists the lines with names, part numbers, store, units and amounts in USD and KHR', async () => {
    shopperWithCart();
    renderAt('/en/cart');
    await waitFor(() => expect(lines()).toHaveLength(2));
    const [brakes, plugs] = lines();
    expect(within(brakes!).getByRole('link', { name: 'Brake Pad Set' }).getAttribute('href')).toBe('/en/part/101');
    expect(within(brakes!).getByText('BP-1001')).toBeTruthy();
    // Picture and units come with the cart: no line asks the catalogue.
    expect(brakes!.querySelector('img')!.getAttribute('src')).toBe('/files/brake-pad.png');
    expect(fake.api.requests.filter((r) => /^\/api\/frontend\/(part|accessory)\//.test(r.url))).toEqual([]);
    expect(within(brakes!).getByText('Sold by Angkor Auto Parts')).toBeTruthy();
    expect(within(brakes!).getByTestId('cart-line-total-usd').textContent).toBe('$25');
    expect(within(brakes!).getByTestId('cart-line-total-khr').textContent).toBe('៛102,500');
    // A box holds 10 plugs at $3.25: $32.50 a box.
    expect(within(plugs!).getByTestId('cart-line-total-usd').textContent).toBe('$32.50');
    await waitFor(() =>
      expect(
        within(plugs!)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Piece', 'Box of 10 Piece']),
    );
    expect((within(plugs!).getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement).value).toBe(
      String(units.box.id),
    );
    expect(text('cart-total-usd')).toBe('$57.50');
    expect(text('cart-total-khr')).toBe('៛235,800');
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/en/checkout');
    expect(useSessionStore.getState().cartCount).toBe(2);
  });

  it('steps the quantity up and down and recomputes the totals', async () => {
    shopperWithCart();
    renderAt('/en/cart');
    await waitFor(() => expect(lines()).toHaveLength(2));
    fireEvent.click(within(lines()[0]!).getByRole('button', { name: 'One more' }));
    await waitFor(() => expect(text('cart-total-usd')).toBe('$70'));
    expect((within(lines()[0]!).getByRole('textbox', { name: /^Quantity of / }) as HTMLInputElement).value).toBe('3');
    await waitFor(() =>
      expect((within(lines()[0]!).getByRole('button', { name: 'One less' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(lines()[0]!).getByRole('button', { name: 'One less' }));
    await waitFor(() => expect(text('cart-total-usd')).toBe('$57.50'));
    const line = lines()[0]!.getAttribute('data-line-id');
    expect(writes()).toEqual([
      { method: 'PUT', url: `/api/frontend/cart/${line}`, body: { quantity: 3 } },
      { method: 'PUT', url: `/api/frontend/cart/${line}`, body: { quantity: 2 } },
    ]);
  });

  it('saves a typed quantity when the field is left, and ignores one out of bounds', async () => {
    shopperWithCart();
    renderAt('/en/cart');
    await waitFor(() => expect(lines()).toHaveLength(2));
    const input = within(lines()[0]!).getByRole('textbox', { name: /^Quantity of / });
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('2');
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.blur(input);
    await waitFor(() => expect(text('cart-total-usd')).toBe('$95'));
    expect(writes().map((w) => w.body)).toEqual([{ quantity: 5 }]);
  });

  it('changes the unit of a line, keeping its quantity', async () => {
    shopperWithCart();
    renderAt('/en/cart');
    await waitFor(() => expect(within(lines()[1]!).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(within(lines()[1]!).getByRole('combobox', { name: 'Unit' }), {
      target: { value: String(units.piece.id) },
    });
    // One plug instead of one box of ten: $12.50 + $25.
    await waitFor(() => expect(text('cart-total-usd')).toBe('$28.25'));
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: `/api/frontend/cart/${lines()[1]!.getAttribute('data-line-id')}`,
        body: { quantity: 1, itemUnitId: units.piece.id },
      },
    ]);
  });

  it('removes lines, lowers the header count, and shows the empty cart at the end', async () => {
    shopperWithCart();
    renderAt('/en/cart');
    await waitFor(() => expect(lines()).toHaveLength(2));
    fireEvent.click(within(lines()[0]!).getByRole('button', { name: 'Remove Brake Pad Set' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(useSessionStore.getState().cartCount).toBe(1);
    expect(text('cart-total-usd')).toBe('$32.50');
    fireEvent.click(within(lines()[0]!).getByRole('button', { name: /^Remove / }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(useSessionStore.getState().cartCount).toBe(0);
    expect(writes().map((w) => w.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('warns about a line with too little stock and keeps checkout closed', async () => {
    shopperWithCart();
    const plugs = fake.api.stocks.find((s) => s.id === 502)!;
    const before = plugs.quantity;
    plugs.quantity = 4;
    try {
      renderAt('/en/cart');
      const warning = await waitFor(() => within(lines()[1]!).getByRole('alert'));
      expect(warning.textContent).toBe(
        "Only 4 left (counted in the item's smallest unit). Lower the quantity to check out.",
      );
      expect(
        screen.getByText('Some lines cannot be ordered as they are. Change or remove them to check out.'),
      ).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Go to checkout' }) as HTMLButtonElement).disabled).toBe(true);
    } finally {
      plugs.quantity = before;
    }
  });

  it('words a line whose store stopped selling from its warning code', async () => {
    shopperWithCart();
    const brakes = fake.api.stocks.find((s) => s.id === 501)!;
    brakes.selling = false;
    try {
      renderAt('/en/cart');
      const warning = await waitFor(() => within(lines()[0]!).getByRole('alert'));
      expect(warning.textContent).toBe('This store no longer sells this item. Remove it to check out.');
    } finally {
      brakes.selling = true;
    }
  });

  it("shows a refused change in the shopper's words, not the API's", async () => {
    shopperWithCart();
    renderAt('/en/cart');
    await waitFor(() => expect(lines()).toHaveLength(2));
    fake.api.failing.add(`PUT /api/frontend/cart/${lines()[0]!.getAttribute('data-line-id')}`);
    fireEvent.click(within(lines()[0]!).getByRole('button', { name: 'One more' }));
    expect((await within(lines()[0]!).findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Try again later.',
    );
    expect(text('cart-total-usd')).toBe('$57.50');
  });

  it('speaks Khmer under /kh, with Khmer item names', async () => {
    shopperWithCart();
    await activateRouteLocale('kh');
    renderAt('/kh/cart');
    expect(await screen.findByRole('heading', { name: 'កន្ត្រករបស់អ្នក', level: 1 })).toBeTruthy();
    // "Cart lines" in Khmer.
    const khmerLines = () => lines('មុខទំនិញក្នុងកន្ត្រក');
    await waitFor(() => expect(khmerLines()).toHaveLength(2));
    const name = within(khmerLines()[0]!).getByRole('link', { name: 'ឈុតបន្ទះហ្វ្រាំង' });
    expect(name.getAttribute('href')).toBe('/kh/part/101');
    expect(screen.getByRole('link', { name: 'បន្តទៅការបង់ប្រាក់' })).toBeTruthy();
  });
});

describe('delivery estimate in the cart', () => {
  const estimateParts = () => screen.getAllByTestId('delivery-estimate-part').map((part) => part.textContent);

  it("quotes the signed-in shopper's default location, each supplier's part at its cheapest way", async () => {
    const shopper = signInShopper(fake.api, {
      locations: [location(50, 'Home', false, provinces.siemReap), location(51, 'Shop', true)],
    });
    fake.api.putInCart(shopper.token, 501, 2);
    fake.api.putInCart(shopper.token, 504, 1);
    renderAt('/en/cart');
    await waitFor(() => expect(screen.getAllByTestId('delivery-estimate-part')).toHaveLength(2));
    expect(text('delivery-estimate-place')).toBe('To Shop, Phnom Penh');
    expect(estimateParts()).toEqual([
      'Angkor Auto Parts: By road, $1.50, 1–2 days',
      'Mekong Motors: By road, $1.50, 1–2 days',
    ]);
    expect(text('delivery-estimate-total-usd')).toBe('$3');
    expect(text('delivery-estimate-total-khr')).toBe('៛12,400');
    const quotes = fake.api.requests.filter((r) => r.url === '/api/frontend/delivery/quote').map((r) => r.body);
    expect(quotes).toEqual([
      {
        userLocationId: 51,
        lines: [
          { stockId: 501, itemUnitId: units.set.id, quantity: 2 },
          { stockId: 504, itemUnitId: units.piece.id, quantity: 1 },
        ],
      },
    ]);
    // A shopper with a location is not asked for a province.
    expect(screen.queryByRole('combobox', { name: 'Deliver to' })).toBeNull();
  });

  it('lets a signed-out visitor choose a province, and says when it is outside every zone', async () => {
    useGuestShoppingStore.getState().addLine({ stockId: 501, quantity: 1 });
    renderAt('/en/cart');
    const select = (await screen.findByLabelText('Deliver to')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(screen.queryByTestId('delivery-estimate-part')).toBeNull();
    fireEvent.change(select, { target: { value: String(provinces.siemReap.id) } });
    await waitFor(() => expect(estimateParts()).toEqual(['Angkor Auto Parts: By road, $4, 2–3 days']));
    fireEvent.change(select, { target: { value: String(provinces.mondulkiri.id) } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We do not deliver to Mondulkiri yet. You can pick up your order at each supplier's store, free.",
    );
  });

  it('speaks Khmer under /kh, provinces included', async () => {
    useGuestShoppingStore.getState().addLine({ stockId: 501, quantity: 1 });
    await activateRouteLocale('kh');
    renderAt('/kh/cart');
    const select = (await screen.findByLabelText('ដឹកទៅ')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'ជ្រើសរើសខេត្តរបស់អ្នក',
      'ភ្នំពេញ',
      'សៀមរាប',
      'មណ្ឌលគិរី',
    ]);
    fireEvent.change(select, { target: { value: String(provinces.phnomPenh.id) } });
    await waitFor(() => expect(estimateParts()).toEqual(['អង្គរ គ្រឿងបន្លាស់៖ តាមផ្លូវគោក $1.50 1–2 ថ្ងៃ']));
  });
});
