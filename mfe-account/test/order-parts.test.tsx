// The shopper's order page shows each supplier's part of a mixed order with its own progress (decisions.md,
// "Per-supplier fulfilment"), follows a part's move when the live notification refetches the order, and speaks
// Khmer; the notifications of a part's move name its supplier.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient, useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { orderKeys } from '../src/features/orders/api/keys.ts';
import { type FakeApi } from './fake-api.ts';
import { renderAt, signedInShopper, withFakeApi } from './support.tsx';

let api: FakeApi;
withFakeApi((started) => (api = started));

const brakes = { name: 'Brake pad set', supplier: 'Toul Kork Parts', quantity: 2, unitPrice: '12.50' };
const filter = { name: 'Oil filter', supplier: 'Siem Reap Motors', quantity: 1, unitPrice: '4.25' };
const section = (name = 'Progress by supplier') => screen.findByRole('region', { name });
const parts = () => within(screen.getByRole('region', { name: 'Progress by supplier' })).getAllByRole('article');
const partOf = (supplier: string) => screen.getByRole('article', { name: supplier });

async function mixedOrder() {
  const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
  const order = api.commerce.placeOrder(user, locations[0]!, [brakes, filter]);
  api.commerce.movePart(order.id, 'Toul Kork Parts', 'ACCEPTED');
  return { user, order };
}

describe("my order's parts", () => {
  it("shows each supplier's part with its status, total and timeline; only a pending part's line can be cancelled", async () => {
    const { order } = await mixedOrder();
    renderAt(`/en/orders/${order.id}`);
    expect(within(await section()).getByRole('heading', { name: 'Progress by supplier', level: 2 })).toBeTruthy();
    expect(parts()).toHaveLength(2);
    const accepted = within(partOf('Toul Kork Parts'));
    expect(accepted.getByTestId('order-part-status').textContent).toBe('Accepted');
    expect(within(accepted.getByTestId('order-part-total')).getByTestId('order-part-total-usd').textContent).toBe(
      '$25',
    );
    expect(accepted.getAllByTestId('status-move').map((move) => move.getAttribute('data-to'))).toEqual([
      'PENDING',
      'ACCEPTED',
    ]);
    expect(accepted.getByLabelText("Progress of Toul Kork Parts's part")).toBeTruthy();
    const pending = within(partOf('Siem Reap Motors'));
    expect(pending.getByTestId('order-part-status').textContent).toBe('Pending');
    expect(pending.getAllByTestId('status-move').map((move) => move.getAttribute('data-to'))).toEqual(['PENDING']);
    // The order is its least advanced part's status; the accepted part's line is no longer the shopper's to cancel.
    expect(screen.getByTestId('order-detail').getAttribute('data-status')).toBe('PENDING');
    expect(screen.queryByLabelText('Cancel the line Brake pad set')).toBeNull();
    expect(screen.getByLabelText('Cancel the line Oil filter').tagName).toBe('BUTTON');
    // The file's first render loads the page's code: 3 s alone, more on a busy CI machine.
  }, 15_000);

  it("follows a part's move when the live notification refetches the order", async () => {
    const { order } = await mixedOrder();
    renderAt(`/en/orders/${order.id}`);
    await section();
    api.commerce.movePart(order.id, 'Siem Reap Motors', 'ACCEPTED');
    api.commerce.movePart(order.id, 'Toul Kork Parts', 'PROCESSING');
    // What the page's live queries do on a notification event (useLiveQueries in lib/remote-page.tsx).
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    await waitFor(() => expect(partOf('Toul Kork Parts').getAttribute('data-status')).toBe('PROCESSING'));
    expect(partOf('Siem Reap Motors').getAttribute('data-status')).toBe('ACCEPTED');
    expect(screen.getByTestId('order-detail').getAttribute('data-status')).toBe('ACCEPTED');
  });

  it('speaks Khmer under /kh', async () => {
    const { order } = await mixedOrder();
    await activateRouteLocale('kh');
    renderAt(`/kh/orders/${order.id}`);
    const progress = await section('វឌ្ឍនភាពតាមអ្នកផ្គត់ផ្គង់');
    expect(within(progress).getByRole('heading', { name: 'វឌ្ឍនភាពតាមអ្នកផ្គត់ផ្គង់', level: 2 })).toBeTruthy();
    expect(within(partOf('Siem Reap Motors')).getByTestId('order-part-status').textContent).toBe('កំពុងរង់ចាំ');
  });

  it("words a part's notification with its supplier's name", async () => {
    const { user, order } = await mixedOrder();
    useSessionStore
      .getState()
      .setNotificationCount(api.commerce.notifications.filter((n) => n.userId === user.id).length);
    renderAt('/en/notifications');
    const row = within(await screen.findByRole('list', { name: 'New notifications' })).getByRole('listitem');
    expect(within(row).getByTestId('notification-title').textContent).toBe(
      `Toul Kork Parts's part of order #${order.id}: Accepted`,
    );
    expect(within(row).getByTestId('notification-message').textContent).toBe(
      `Toul Kork Parts's part of your order #${order.id} moved from Pending to Accepted.`,
    );
  });
});
