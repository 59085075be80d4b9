import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { provinces } from './fake-api.ts';
import { location, renderAt, signInShopper, withFakeApi } from './support.tsx';

const fake = withFakeApi();
const orderPosts = () =>
  fake.api.requests.filter((r) => r.method === 'POST' && r.url === '/api/frontend/order').map((r) => r.body);
/** The form's submit button, in English or Khmer. */
const submit = () => screen.getByRole('button', { name: /^(Place order|ដាក់ការបញ្ជាទិញ)$/ }) as HTMLButtonElement;
const part = (supplierId: number) =>
  document.querySelector(`[data-testid="checkout-part"][data-supplier-id="${supplierId}"]`) as HTMLElement;
/** One of a part's ways (a shipping option or STORE_PICKUP), as its radio. */
const way = (supplierId: number, option: string) =>
  part(supplierId).querySelector(`input[data-option="${option}"]`) as HTMLInputElement;
const text = (testId: string) => screen.getByTestId(testId).textContent;
/** Waits until the delivery of every part is priced for the address chosen (not the last address's figures). */
const priced = async () => {
  await waitFor(() =>
    expect(document.querySelector('[aria-busy="false"] [data-testid="checkout-part"]')).not.toBeNull(),
  );
  return screen.getAllByTestId('checkout-part');
};

/** A shopper with two saved locations (the second is the default) and 2 brake pad sets in the cart. */
function readyShopper() {
  const shopper = signInShopper(fake.api, { locations: [location(41, 'Shop', true), location(40, 'Home', false)] });
  fake.api.putInCart(shopper.token, 501, 2);
  useSessionStore.getState().setCartCount(1);
  return shopper;
}

describe('checkout', () => {
  it('places the order to the default location by the first way quoted, cash on delivery, and confirms it as PENDING', async () => {
    readyShopper();
    const router = renderAt('/en/checkout');
    await screen.findByRole('radio', { name: /Shop/ });
    await priced();
    expect((screen.getByRole('radio', { name: /Shop/ }) as HTMLInputElement).checked).toBe(true);
    expect(way(7, 'Ground Way').checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked).toBe(true);
    // $25 of pads, $1.50 by road and $1 for cash on delivery; the riel total is the sum of the riel listed.
    expect(text('checkout-part-cod')).toBe('Cash on delivery: you pay when it arrives; it adds $1.');
    expect(text('checkout-delivery-total-usd')).toBe('$2.50');
    expect(text('checkout-total-usd')).toBe('$27.50');
    expect(text('checkout-total-khr')).toBe('៛112,800');
    expect(screen.queryByTestId('checkout-blocked-reason')).toBeNull();
    fireEvent.click(submit());

    const confirmation = await screen.findByTestId('order-confirmation');
    const orderId = Number(confirmation.getAttribute('data-order-id'));
    expect(router.state.location.pathname).toBe(`/en/checkout/done/${orderId}`);
    expect(orderPosts()).toEqual([
      { userLocationId: 41, paymentMethod: 'CASH', parts: [{ supplierId: 7, option: 'Ground Way' }] },
    ]);
    expect(within(confirmation).getByText(`Order #${orderId}`)).toBeTruthy();
    expect(within(confirmation).getByTestId('order-status').getAttribute('data-status')).toBe('PENDING');
    expect(within(confirmation).getByTestId('order-status').textContent).toBe('Pending');
    expect(within(confirmation).getByTestId('order-total-usd').textContent).toBe('$27.50');
    expect(within(confirmation).getByTestId('order-total-khr').textContent).toBe('៛112,800');
    expect(within(confirmation).getByTestId('order-part-delivery').textContent).toBe(
      'Angkor Auto Parts: By road, $1.50, 1–2 days',
    );
    expect(within(confirmation).getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(
      `/en/orders/${orderId}`,
    );
    expect(useSessionStore.getState().cartCount).toBe(0);
    // The confirmation shows the answer of the order itself; it does not ask again.
    expect(fake.api.requests.filter((r) => r.url === `/api/frontend/order/${orderId}`)).toEqual([]);
  });

  it('sends the chosen location, way, bank transfer (its KHQR in riel) and note', async () => {
    readyShopper();
    renderAt('/en/checkout');
    await screen.findByRole('radio', { name: /Shop/ });
    fireEvent.click(screen.getByRole('radio', { name: /Home/ }));
    await priced();
    fireEvent.click(way(7, 'Air Way'));
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(screen.getByText('Parts Shop Co. · 000 111 222 — Write the order number in the transfer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Riel' }));
    fireEvent.change(screen.getByLabelText('Note for the shop (optional)'), {
      target: { value: '  Call before delivery  ' },
    });
    // Paid by bank, nothing is paid on delivery: the pads and $6 by air.
    expect(screen.queryByTestId('checkout-part-cod')).toBeNull();
    expect(text('checkout-total-usd')).toBe('$31');
    fireEvent.click(submit());
    await screen.findByRole('heading', { name: 'Thank you, your order is placed' });
    expect(orderPosts()).toEqual([
      {
        userLocationId: 40,
        paymentMethod: 'BANK',
        parts: [{ supplierId: 7, option: 'Air Way' }],
        khqrCurrency: 'KHR',
        note: 'Call before delivery',
      },
    ]);
  });

  it('without a saved location, links to add one (coming back to checkout) and cannot place the order', async () => {
    const shopper = signInShopper(fake.api);
    fake.api.putInCart(shopper.token, 501, 1);
    renderAt('/en/checkout');
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('link', { name: 'Add a location' }).getAttribute('href')).toBe(
      '/en/account/locations?returnTo=%2Fen%2Fcheckout',
    );
    expect(submit().disabled).toBe(true);
  });

  it("two suppliers' parts: one picked up at its store, the other cash on delivery, with the fees in the totals", async () => {
    const { token } = readyShopper();
    fake.api.putInCart(token, 504, 2);
    renderAt('/en/checkout');
    await waitFor(async () => expect(await priced()).toHaveLength(2));
    fireEvent.click(way(7, 'STORE_PICKUP'));
    expect(within(part(7)).getByTestId('pickup-place').textContent).toBe(
      'Angkor store · No. 12, Street 271, Phnom Penh · Phone: 023 456 789',
    );
    // Picked up: nothing to pay on delivery for the pads; the filters come by road, cash on delivery.
    expect(within(part(7)).queryByTestId('checkout-part-cod')).toBeNull();
    expect(within(part(8)).getByTestId('checkout-part-cod')).toBeTruthy();
    expect(screen.getAllByTestId('summary-charge').map((row) => row.textContent)).toEqual([
      'Angkor Auto Parts: Pick up at the storeFree',
      'Mekong Motors: By road$1.50',
      'Mekong Motors: cash on delivery$1',
    ]);
    // $25 + $17.50 of goods and $2.50 of delivery; riel 102,500 + 71,800 + 6,200 + 4,100.
    expect(text('checkout-total-usd')).toBe('$45');
    expect(text('checkout-total-khr')).toBe('៛184,600');
    fireEvent.click(submit());

    const confirmation = await screen.findByTestId('order-confirmation');
    expect(orderPosts()).toEqual([
      {
        userLocationId: 41,
        paymentMethod: 'CASH',
        parts: [
          { supplierId: 7, option: 'STORE_PICKUP' },
          { supplierId: 8, option: 'Ground Way' },
        ],
      },
    ]);
    expect(within(confirmation).getByTestId('order-total-usd').textContent).toBe('$45');
    expect(within(confirmation).getByTestId('order-total-khr').textContent).toBe('៛184,600');
    expect(
      within(confirmation)
        .getAllByTestId('order-part-delivery')
        .map((row) => row.textContent),
    ).toEqual([
      'Angkor Auto Parts: Pick up at the store, freeAngkor store · No. 12, Street 271, Phnom Penh · Phone: 023 456 789',
      'Mekong Motors: By road, $1.50, 1–2 days',
    ]);
  });

  it('tells an address outside every zone so, and orders only once each part is picked up', async () => {
    const shopper = signInShopper(fake.api, { locations: [location(42, 'Farm', true, provinces.mondulkiri)] });
    fake.api.putInCart(shopper.token, 501, 2);
    renderAt('/en/checkout');
    await priced();
    expect(text('checkout-outside-zones')).toBe(
      "We do not deliver to Mondulkiri yet. You can pick up each part at its supplier's store, or choose another address.",
    );
    expect(submit().disabled).toBe(true);
    expect(submit().getAttribute('aria-describedby')).toBe('checkout-blocked-reason');
    expect(text('checkout-blocked-reason')).toBe(
      "We do not deliver to this address: choose pickup at the store for Angkor Auto Parts's items.",
    );
    expect(text('checkout-delivery-total-usd')).toBe('$0');
    fireEvent.click(way(7, 'STORE_PICKUP'));
    expect(submit().disabled).toBe(false);
    expect(screen.queryByTestId('checkout-blocked-reason')).toBeNull();
    fireEvent.click(submit());
    await screen.findByRole('heading', { name: 'Thank you, your order is placed' });
    expect(orderPosts()).toEqual([
      { userLocationId: 42, paymentMethod: 'CASH', parts: [{ supplierId: 7, option: 'STORE_PICKUP' }] },
    ]);
  });

  it('where the zone takes no cash on delivery, says so and orders once paid by bank', async () => {
    const shopper = signInShopper(fake.api, { locations: [location(43, 'Hotel', true, provinces.siemReap)] });
    fake.api.putInCart(shopper.token, 501, 2);
    renderAt('/en/checkout');
    await priced();
    expect(within(part(7)).getByTestId('checkout-part-problem').getAttribute('data-problem')).toBe('cod-unavailable');
    expect(submit().disabled).toBe(true);
    expect(text('checkout-blocked-reason')).toBe(
      "Cash on delivery is not taken at this address for Angkor Auto Parts's items: pay by bank transfer or choose pickup at the store.",
    );
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(submit().disabled).toBe(false);
    expect(text('checkout-total-usd')).toBe('$29');
  });

  it('a new address re-prices delivery, keeping a choice the new quote still offers', async () => {
    const shopper = signInShopper(fake.api, {
      locations: [location(44, 'Shop', true), location(45, 'Hotel', false, provinces.siemReap)],
    });
    fake.api.putInCart(shopper.token, 501, 2);
    renderAt('/en/checkout');
    await priced();
    fireEvent.click(way(7, 'Air Way'));
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(text('checkout-total-usd')).toBe('$31');
    fireEvent.click(screen.getByRole('radio', { name: /Hotel/ }));
    // Siem Reap has no air: its first way, by road at $4.
    await waitFor(() => expect(text('checkout-total-usd')).toBe('$29'));
    expect(way(7, 'Ground Way').checked).toBe(true);
    fireEvent.click(way(7, 'STORE_PICKUP'));
    fireEvent.click(screen.getByRole('radio', { name: /Shop/ }));
    await waitFor(() => expect(way(7, 'Air Way')).toBeTruthy());
    expect(way(7, 'STORE_PICKUP').checked).toBe(true);
    expect(text('checkout-total-usd')).toBe('$25');
  });

  it('says an address outside every zone in Khmer under /kh', async () => {
    const shopper = signInShopper(fake.api, { locations: [location(46, 'Farm', true, provinces.mondulkiri)] });
    fake.api.putInCart(shopper.token, 501, 1);
    await activateRouteLocale('kh');
    renderAt('/kh/checkout');
    await priced();
    expect(text('checkout-outside-zones')).toContain('មណ្ឌលគិរី');
    expect(text('checkout-outside-zones')).not.toMatch(/[A-Za-z]/);
    expect(text('checkout-blocked-reason')).toContain('អង្គរ គ្រឿងបន្លាស់');
    expect(text('checkout-blocked-reason')).not.toMatch(/[A-Za-z]/);
  });

  it('back from adding a location (?location=), that location is the one chosen', async () => {
    readyShopper();
    renderAt('/en/checkout?location=40');
    await screen.findByRole('radio', { name: /Shop/ });
    expect((screen.getByRole('radio', { name: /Home/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Shop/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('on OUT_OF_STOCK goes back to the cart and names the short lines', async () => {
    readyShopper();
    renderAt('/en/checkout');
    await screen.findByRole('radio', { name: /Shop/ });
    // Someone else bought the pads meanwhile: one set is left, the cart wants two.
    fake.api.stocks.find((s) => s.id === 501)!.quantity = 1;
    try {
      fireEvent.click(submit());
      const alert = await screen.findByRole('alert', { name: 'Your order was not placed' });
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((line) => line.textContent),
      ).toEqual(['Brake Pad Set: you asked for 2, 1 left']);
      await waitFor(() => expect(screen.getByTestId('cart-line-warning')).toBeTruthy());
      expect(screen.getByRole('heading', { name: 'Your cart', level: 1 })).toBeTruthy();
    } finally {
      fake.api.stocks.find((s) => s.id === 501)!.quantity = 20;
    }
  });

  it('names the short lines in Khmer under /kh', async () => {
    readyShopper();
    await activateRouteLocale('kh');
    renderAt('/kh/checkout');
    await screen.findByRole('radio', { name: /Shop/ });
    fake.api.stocks.find((s) => s.id === 501)!.quantity = 1;
    try {
      fireEvent.click(submit());
      const alert = await screen.findByRole('alert', { name: 'ការបញ្ជាទិញរបស់អ្នកមិនត្រូវបានដាក់ទេ' });
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((line) => line.textContent),
      ).toEqual(['ឈុតបន្ទះហ្វ្រាំង៖ អ្នកបានស្នើ 2 នៅសល់តែ 1']);
    } finally {
      fake.api.stocks.find((s) => s.id === 501)!.quantity = 20;
    }
  });

  it('shows other refusals on the page and stays', async () => {
    readyShopper();
    const router = renderAt('/en/checkout');
    await screen.findByRole('radio', { name: /Shop/ });
    fake.api.failing.add('POST /api/frontend/order');
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Try again later.');
    expect(router.state.location.pathname).toBe('/en/checkout');
  });

  it('has nothing to check out with an empty cart', async () => {
    signInShopper(fake.api, { locations: [location(40, 'Home', true)] });
    renderAt('/en/checkout');
    expect(await screen.findByText('Your cart is empty: there is nothing to check out.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('asks a signed-out visitor to sign in or register first, and come back to checkout', async () => {
    renderAt('/en/checkout');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/en/sign-in?returnTo=%2Fen%2Fcheckout',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/en/register?returnTo=%2Fen%2Fcheckout',
    );
  });

  it('confirms in Khmer under /kh', async () => {
    readyShopper();
    await activateRouteLocale('kh');
    renderAt('/kh/checkout');
    await screen.findByRole('radio', { name: /Shop/ });
    await priced();
    expect(within(part(7)).getAllByText('តាមផ្លូវគោក')).toHaveLength(1);
    fireEvent.click(submit());
    const status = await screen.findByTestId('order-status');
    expect(status.textContent).toBe('កំពុងរង់ចាំ');
  });
});

describe('order confirmation page', () => {
  it('reads an order when opened directly', async () => {
    const { token } = readyShopper();
    const placed = await fetch(`${fake.api.url}/api/frontend/order`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethod: 'CASH', parts: [{ supplierId: 7, option: 'STORE_PICKUP' }] }),
    });
    const { data } = (await placed.json()) as { data: { id: number } };
    renderAt(`/en/checkout/done/${data.id}`);
    expect(await screen.findByRole('heading', { name: 'Thank you, your order is placed' })).toBeTruthy();
    expect(screen.getByTestId('order-part-delivery').getAttribute('data-option')).toBe('STORE_PICKUP');
  });

  it("answers an unknown order in the shopper's words", async () => {
    readyShopper();
    renderAt('/en/checkout/done/999999');
    expect((await screen.findByRole('alert')).textContent).toBe('This was not found. It may have been removed.');
  });
});
