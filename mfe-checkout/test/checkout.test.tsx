import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { location, renderAt, signInShopper, withFakeApi } from './support.tsx';

const fake = withFakeApi();
const orderPosts = () =>
  fake.api.requests.filter((r) => r.method === 'POST' && r.url === '/api/frontend/order').map((r) => r.body);
const submit = () => screen.getByTestId('checkout-submit') as HTMLButtonElement;

/** A shopper with two saved locations (the second is the default) and 2 brake pad sets in the cart. */
function readyShopper() {
  const shopper = signInShopper(fake.api, { locations: [location(41, 'Shop', true), location(40, 'Home', false)] });
  fake.api.putInCart(shopper.token, 501, 2);
  useSessionStore.getState().setCartCount(1);
  return shopper;
}

describe('checkout', () => {
  it('places the order to the default location by road, paid in cash, and confirms it as PENDING', async () => {
    readyShopper();
    const router = renderAt('/en/checkout');
    await screen.findByTestId('checkout-location');
    expect((screen.getByRole('radio', { name: /Shop/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'By road' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('checkout-total-usd').textContent).toBe('$25');
    expect(screen.getByTestId('checkout-total-khr').textContent).toBe('៛102,500');
    fireEvent.click(submit());

    const confirmation = await screen.findByTestId('order-confirmation');
    const orderId = Number(confirmation.getAttribute('data-order-id'));
    expect(router.state.location.pathname).toBe(`/en/checkout/done/${orderId}`);
    expect(orderPosts()).toEqual([{ userLocationId: 41, shippingOption: 'Ground Way', paymentMethod: 'CASH' }]);
    expect(within(confirmation).getByTestId('order-number').textContent).toBe(`Order #${orderId}`);
    expect(within(confirmation).getByTestId('order-status').getAttribute('data-status')).toBe('PENDING');
    expect(within(confirmation).getByTestId('order-status').textContent).toBe('Pending');
    expect(within(confirmation).getByTestId('order-total-usd').textContent).toBe('$25');
    expect(within(confirmation).getByTestId('order-total-khr').textContent).toBe('៛102,500');
    expect(within(confirmation).getByTestId('order-link').getAttribute('href')).toBe(`/en/orders/${orderId}`);
    expect(useSessionStore.getState().cartCount).toBe(0);
    // The confirmation shows the answer of the order itself; it does not ask again.
    expect(fake.api.requests.filter((r) => r.url === `/api/frontend/order/${orderId}`)).toEqual([]);
  });

  it('sends the chosen location, shipping, bank transfer (its KHQR in riel) and note', async () => {
    readyShopper();
    renderAt('/en/checkout');
    await screen.findByTestId('checkout-location');
    fireEvent.click(screen.getByRole('radio', { name: /Home/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'By air' }));
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(screen.getByText('Parts Shop Co. · 000 111 222 — Write the order number in the transfer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Riel' }));
    fireEvent.change(screen.getByLabelText('Note for the shop (optional)'), {
      target: { value: '  Call before delivery  ' },
    });
    fireEvent.click(submit());
    await screen.findByTestId('order-confirmation');
    expect(orderPosts()).toEqual([
      {
        userLocationId: 40,
        shippingOption: 'Air Way',
        paymentMethod: 'BANK',
        khqrCurrency: 'KHR',
        note: 'Call before delivery',
      },
    ]);
  });

  it('without a saved location, links to add one (coming back to checkout) and cannot place the order', async () => {
    const shopper = signInShopper(fake.api);
    fake.api.putInCart(shopper.token, 501, 1);
    renderAt('/en/checkout');
    const notice = await screen.findByTestId('checkout-no-location');
    expect(within(notice).getByRole('link', { name: 'Add a location' }).getAttribute('href')).toBe(
      '/en/account/locations?returnTo=%2Fen%2Fcheckout',
    );
    expect(submit().disabled).toBe(true);
  });

  it('back from adding a location (?location=), that location is the one chosen', async () => {
    readyShopper();
    renderAt('/en/checkout?location=40');
    await screen.findByTestId('checkout-location');
    expect((screen.getByRole('radio', { name: /Home/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Shop/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('on OUT_OF_STOCK goes back to the cart and names the short lines', async () => {
    readyShopper();
    renderAt('/en/checkout');
    await screen.findByTestId('checkout-location');
    // Someone else bought the pads meanwhile: one set is left, the cart wants two.
    fake.api.stocks.find((s) => s.id === 501)!.quantity = 1;
    try {
      fireEvent.click(submit());
      const alert = await screen.findByTestId('order-short-lines');
      expect(
        within(alert)
          .getAllByTestId('short-line')
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
    await screen.findByTestId('checkout-location');
    fake.api.stocks.find((s) => s.id === 501)!.quantity = 1;
    try {
      fireEvent.click(submit());
      const alert = await screen.findByTestId('order-short-lines');
      expect(
        within(alert)
          .getAllByTestId('short-line')
          .map((line) => line.textContent),
      ).toEqual(['ឈុតបន្ទះហ្វ្រាំង៖ អ្នកបានស្នើ 2 នៅសល់តែ 1']);
    } finally {
      fake.api.stocks.find((s) => s.id === 501)!.quantity = 20;
    }
  });

  it('shows other refusals on the page and stays', async () => {
    readyShopper();
    const router = renderAt('/en/checkout');
    await screen.findByTestId('checkout-location');
    fake.api.failing.add('POST /api/frontend/order');
    fireEvent.click(submit());
    expect((await screen.findByTestId('checkout-error')).textContent).toBe(
      'Something went wrong on our side. Try again later.',
    );
    expect(router.state.location.pathname).toBe('/en/checkout');
  });

  it('has nothing to check out with an empty cart', async () => {
    signInShopper(fake.api, { locations: [location(40, 'Home', true)] });
    renderAt('/en/checkout');
    expect(await screen.findByTestId('checkout-empty')).toBeTruthy();
    expect(screen.queryByTestId('checkout-submit')).toBeNull();
  });

  it('asks a signed-out visitor to sign in or register first, and come back to checkout', async () => {
    renderAt('/en/checkout');
    const prompt = await screen.findByTestId('sign-in-prompt');
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/sign-in?returnTo=%2Fen%2Fcheckout',
    );
    expect(within(prompt).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/en/register?returnTo=%2Fen%2Fcheckout',
    );
  });

  it('confirms in Khmer under /kh', async () => {
    readyShopper();
    await activateRouteLocale('kh');
    renderAt('/kh/checkout');
    await screen.findByTestId('checkout-location');
    expect(screen.getByRole('radio', { name: 'តាមផ្លូវគោក' })).toBeTruthy();
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
      body: JSON.stringify({ shippingOption: 'Rail Way', paymentMethod: 'CASH' }),
    });
    const { data } = (await placed.json()) as { data: { id: number } };
    renderAt(`/en/checkout/done/${data.id}`);
    expect(await screen.findByTestId('order-confirmation')).toBeTruthy();
    expect(screen.getByText('By rail')).toBeTruthy();
  });

  it("answers an unknown order in the shopper's words", async () => {
    readyShopper();
    renderAt('/en/checkout/done/999999');
    expect((await screen.findByTestId('order-error')).textContent).toBe(
      'This was not found. It may have been removed.',
    );
  });
});
