import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@shop/client';
import { type FakeApi } from './fake-api.ts';
import { renderAt, requestsTo, signedInShopper, withFakeApi } from './support.tsx';

let api: FakeApi;
withFakeApi((started) => (api = started));

const brakes = { name: 'Brake pad set', supplier: 'Toul Kork Parts', quantity: 2, unitPrice: '12.50', stockId: 41 };
const filter = { name: 'Oil filter', supplier: 'Siem Reap Motors', quantity: 1, unitPrice: '4.25', stockId: 42 };
const plugs = {
  name: 'Spark plug',
  supplier: 'Toul Kork Parts',
  quantity: 4,
  unitPrice: '3.10',
  stockId: 43,
  status: 'CANCELLED' as const,
};

async function deliveredOrder() {
  const shopper = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
  const order = api.commerce.placeOrder(shopper.user, shopper.locations[0]!, [brakes, filter, plugs]);
  for (const status of ['ACCEPTED', 'PROCESSING', 'DELIVERED']) api.commerce.moveOrder(order.id, status);
  return { ...shopper, order };
}
// The lines' table rows (after its header row), found by the item they name.
const line = (stockId: number) =>
  screen
    .getAllByRole('table', { name: 'Order lines' })
    .flatMap((table) => within(table).getAllByRole('row').slice(1))
    .find((row) =>
      row.textContent?.includes(stockId === 41 ? 'Brake pad set' : stockId === 42 ? 'Oil filter' : 'Spark plug'),
    )!;
/** Clicks a star as a shopper does: on its label (Mantine's Rating commits the value there; the radio only previews it). */
function rate(scope: HTMLElement, stars: number) {
  const radio = within(scope).getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` });
  fireEvent.click(scope.querySelector(`label[for="${radio.id}"]`)!);
}
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label, { exact: false }), { target: { value } });

describe('reviews of what I received', () => {
  it('offers a review only on the open lines of a delivered order', async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const pending = api.commerce.placeOrder(user, locations[0]!, [brakes]);
    renderAt(`/en/orders/${pending.id}`);
    await screen.findByRole('heading', { name: `Order #${pending.id}` });
    expect(screen.queryByRole('button', { name: /^Write a review of / })).toBeNull();

    const { order } = await deliveredOrder();
    queryClient.clear();
    renderAt(`/en/orders/${order.id}`);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Write a review of / })).toHaveLength(2));
    expect(within(line(43)).queryByRole('button', { name: /^Write a review of / })).toBeNull();
  });

  it('writes a review with stars and a comment, then offers to edit it', async () => {
    const { order } = await deliveredOrder();
    renderAt(`/en/orders/${order.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review of Oil filter' }));
    const form = await screen.findByRole('form', { name: 'Review of Oil filter' });

    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(requestsTo(api, 'POST', '/api/frontend/review/stock')).toHaveLength(0);

    rate(form, 4);
    type(form, 'Comment', '  Fits my Camry, good price.  ');
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));

    await waitFor(() =>
      expect(within(line(42)).getByRole('button', { name: 'Edit your review of Oil filter' })).toBeTruthy(),
    );
    expect(requestsTo(api, 'POST', '/api/frontend/review/stock')[0]!.body).toEqual({
      stockId: 42,
      rating: 4,
      comment: 'Fits my Camry, good price.',
    });
    expect(within(line(41)).getByRole('button', { name: 'Write a review of Brake pad set' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits my review: the form starts from it and saving changes it', async () => {
    const { user, order } = await deliveredOrder();
    const review = api.commerce.addReview(user, 41, 5, 'Great pads');
    renderAt(`/en/orders/${order.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your review of Brake pad set' }));
    const form = await screen.findByRole('form', { name: 'Review of Brake pad set' });
    expect((within(form).getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Comment', { exact: false }) as HTMLTextAreaElement).value).toBe('Great pads');

    rate(form, 2);
    type(form, 'Comment', '');
    fireEvent.click(within(form).getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, 'PUT', `/api/frontend/review/stock/${review.id}`)[0]!.body).toEqual({
      rating: 2,
      comment: null,
    });
    expect(api.commerce.reviews.find((r) => r.id === review.id)).toMatchObject({ rating: 2, comment: null });
  });

  it('switches to editing when the API answers that I reviewed the item meanwhile', async () => {
    const { user, order } = await deliveredOrder();
    renderAt(`/en/orders/${order.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review of Brake pad set' }));
    const earlier = api.commerce.addReview(user, 41, 3, 'Written in another tab');
    const form = await screen.findByRole('form', { name: 'Review of Brake pad set' });
    rate(form, 5);
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));

    // The API's "reviewed already" is no refusal: the one thing said is that saving changes that review.
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You had already reviewed this item. Saving now changes that review.',
    );
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(within(form).getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(requestsTo(api, 'PUT', `/api/frontend/review/stock/${earlier.id}`)).toHaveLength(1));
    expect(requestsTo(api, 'PUT', `/api/frontend/review/stock/${earlier.id}`)[0]!.body).toEqual({
      rating: 5,
      comment: null,
    });
    expect(api.commerce.reviews.filter((r) => r.userId === user.id)).toHaveLength(1);
  });
});

describe('my review of the shop', () => {
  it('is a tab of My account: writes the review, then changes it', async () => {
    const { user } = await signedInShopper(api);
    renderAt('/en/account');
    fireEvent.click(await screen.findByRole('tab', { name: 'Review the shop' }));
    expect(await screen.findByRole('heading', { name: 'How was your experience with the shop?' })).toBeTruthy();
    expect(requestsTo(api, 'GET', '/api/frontend/review')[0]!.url).toBe('/api/frontend/review?mine=true&page=0&size=1');

    const form = screen.getByRole('form', { name: 'Review of the shop' });
    rate(form, 5);
    type(form, 'Comment', 'Parts arrived the next day.');
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you! Your review is saved.');
    expect(requestsTo(api, 'POST', '/api/frontend/review')[0]!.body).toEqual({
      rating: 5,
      comment: 'Parts arrived the next day.',
    });
    expect(await screen.findByRole('heading', { name: 'Your review of the shop' })).toBeTruthy();

    const mine = api.commerce.reviews.find((r) => r.userId === user.id && r.stockId === null)!;
    const edit = screen.getByRole('form', { name: 'Review of the shop' });
    rate(edit, 4);
    fireEvent.click(within(edit).getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(requestsTo(api, 'PUT', `/api/frontend/review/${mine.id}`)).toHaveLength(1));
    expect(requestsTo(api, 'PUT', `/api/frontend/review/${mine.id}`)[0]!.body).toEqual({
      rating: 4,
      comment: 'Parts arrived the next day.',
    });
    expect(requestsTo(api, 'POST', '/api/frontend/review')).toHaveLength(1);
  });

  it('switches to editing when the API answers that I reviewed the shop already', async () => {
    const { user } = await signedInShopper(api);
    renderAt('/en/account/review');
    const form = await screen.findByRole('form', { name: 'Review of the shop' });
    const earlier = api.commerce.addReview(user, null, 2, 'Slow delivery');
    rate(form, 3);
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('You had already reviewed the shop.');
    fireEvent.click(within(form).getByRole('button', { name: 'Save review' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you! Your review is saved.');
    expect(requestsTo(api, 'PUT', `/api/frontend/review/${earlier.id}`)[0]!.body).toEqual({ rating: 3, comment: null });
  });
});
