import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { NotificationView, PageQuery } from '@shop/contracts';
import { Paged } from '@shop/ui/testing/api-stand-in.ts';
import { useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { type FakeApi } from './fake-api.ts';
import { renderAt, requestsTo, signedInShopper, withFakeApi } from './support.tsx';

let api: FakeApi;
withFakeApi((started) => (api = started));

const brakes = { name: 'Brake pad set', supplier: 'Toul Kork Parts', quantity: 2, unitPrice: '12.50' };
// The list of the open tab ("New notifications" or "Seen notifications"), in English or Khmer.
const rows = () =>
  within(screen.getByRole('list', { name: /^(New|Seen) notifications$|^ការជូនដំណឹង/ })).getAllByRole('listitem');

/** A shopper whose order went PENDING -> ACCEPTED -> PROCESSING -> DELIVERED: three notifications, newest last. */
async function shopperWithNews() {
  const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
  const order = api.commerce.placeOrder(user, locations[0]!, [brakes]);
  for (const status of ['ACCEPTED', 'PROCESSING', 'DELIVERED']) api.commerce.moveOrder(order.id, status);
  const mine = api.commerce.notifications.filter((n) => n.userId === user.id);
  useSessionStore.getState().setNotificationCount(mine.length);
  return { user, order, mine };
}
const markSeenCalls = () => requestsTo(api, 'PUT', '/api/frontend/notification/multiple').map((r) => r.body);

describe('my notifications', () => {
  it('lists the new ones newest first, each with a link to its order', async () => {
    const { order, mine } = await shopperWithNews();
    renderAt('/en/notifications');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => row.getAttribute('data-id'))).toEqual(mine.map((n) => String(n.id)).reverse());
    expect(within(rows()[0]!).getByTestId('notification-title').textContent).toBe(`Order #${order.id}: Delivered`);
    expect(within(rows()[0]!).getByTestId('notification-message').textContent).toBe(
      `Your order #${order.id} moved from Processing to Delivered.`,
    );
    const link = within(rows()[0]!).getByRole('link', { name: `View order #${order.id}` });
    expect(link.getAttribute('href')).toBe(`/en/orders/${order.id}`);
    expect(screen.getByRole('tab', { name: /New/ }).textContent).toContain('3');
  });

  it('marks one seen: it moves to the Seen tab and the header count drops', async () => {
    const { mine } = await shopperWithNews();
    const router = renderAt('/en/notifications');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const newest = mine.at(-1)!;

    fireEvent.click(
      within(rows()[0]!).getByRole('button', { name: `Mark Order #${newest.orderId}: Delivered as seen` }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(markSeenCalls()).toEqual([{ ids: [newest.id] }]);
    expect(useSessionStore.getState().notificationCount).toBe(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Seen' }));
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-id'))).toEqual([String(newest.id)]));
    expect(rows()[0]!.getAttribute('data-seen')).toBe('true');
    expect(router.state.location.search).toBe('?tab=seen');
    expect(within(rows()[0]!).queryByRole('checkbox')).toBeNull();
  });

  it('marks the checked ones seen, and only those', async () => {
    const { mine } = await shopperWithNews();
    renderAt('/en/notifications');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const selectedButton = () => screen.getByRole('button', { name: /^Mark selected as seen/ }) as HTMLButtonElement;
    expect(selectedButton().disabled).toBe(true);

    fireEvent.click(within(rows()[0]!).getByRole('checkbox'));
    fireEvent.click(within(rows()[2]!).getByRole('checkbox'));
    expect(selectedButton().textContent).toBe('Mark selected as seen (2)');
    fireEvent.click(selectedButton());

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(markSeenCalls()).toEqual([{ ids: [mine[2]!.id, mine[0]!.id] }]);
    expect(rows()[0]!.getAttribute('data-id')).toBe(String(mine[1]!.id));
    expect(useSessionStore.getState().notificationCount).toBe(1);
  });

  it('marks all seen, in calls of at most 100 ids, however many pages they fill', async () => {
    const { user, order } = await shopperWithNews();
    for (let i = 0; i < 102; i += 1) api.commerce.moveOrder(order.id, 'PAID', `Receipt ${i}`);
    const count = api.commerce.notifications.filter((n) => n.userId === user.id && !n.seen).length;
    expect(count).toBe(105);
    useSessionStore.getState().setNotificationCount(count);
    renderAt('/en/notifications');
    await waitFor(() => expect(rows()).toHaveLength(10));

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(await screen.findByText('You have no new notifications.')).toBeTruthy();
    const calls = markSeenCalls() as { ids: number[] }[];
    expect(calls.map((call) => call.ids.length)).toEqual([100, 5]);
    expect(new Set(calls.flatMap((call) => call.ids)).size).toBe(105);
    expect(api.commerce.notifications.filter((n) => n.userId === user.id && !n.seen)).toHaveLength(0);
    expect(useSessionStore.getState().notificationCount).toBe(0);
  });

  it('shows the seen ones without selection, and says when nothing is new', async () => {
    await signedInShopper(api);
    renderAt('/en/notifications?tab=seen');
    expect(await screen.findByText('No notifications seen yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'New' }));
    expect(await screen.findByText('You have no new notifications.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as seen' })).toBeNull();
  });

  it("words them in the shopper's language from the order and its statuses, with the note as written", async () => {
    const { user, locations } = await signedInShopper(api, [{ label: 'Home', address: 'Street 271' }]);
    const order = api.commerce.placeOrder(user, locations[0]!, [brakes]);
    api.commerce.moveOrder(order.id, 'CANCELLED', 'ផ្លាស់ប្តូរចិត្ត');
    await activateRouteLocale('kh');
    renderAt('/kh/notifications');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTestId('notification-title').textContent).toBe(`ការបញ្ជាទិញ #${order.id}: បានបោះបង់`);
    expect(within(rows()[0]!).getByTestId('notification-message').textContent).toBe(
      `ស្ថានភាពការបញ្ជាទិញ #${order.id} របស់អ្នកបានប្តូរពី កំពុងរង់ចាំ ទៅ បានបោះបង់។`,
    );
    expect(within(rows()[0]!).getByTestId('notification-note').textContent).toContain('ផ្លាស់ប្តូរចិត្ត');
    expect(rows()[0]!.textContent).not.toContain('moved from');
  });

  it('shows what the API wrote for a kind this page does not know, or a notification without its facts', async () => {
    const { user } = await signedInShopper(api, []);
    // A later API may send a kind this release of the page does not know yet: its contract, with any kind.
    const laterNotification = Type.Object({ ...NotificationView.properties, kind: Type.String() });
    api.answer({ 'GET /api/frontend/notification/new': { query: PageQuery, response: Paged(laterNotification) } });
    api.commerce.addNotification(user.id, {
      kind: 'PROMOTION',
      title: 'Brake week',
      message: 'Ten percent off pads',
      orderId: null,
    });
    api.commerce.addNotification(user.id, {
      title: 'Order #77 is PAID',
      message: 'Your order #77 moved from DELIVERED to PAID',
      orderId: 77,
    });
    renderAt('/en/notifications');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => within(row).getByTestId('notification-title').textContent)).toEqual([
      'Order #77 is PAID',
      'Brake week',
    ]);
    expect(within(rows()[1]!).getByTestId('notification-message').textContent).toBe('Ten percent off pads');
    expect(within(rows()[0]!).queryByTestId('notification-note')).toBeNull();
  });

  it('words a payment the bank confirmed in English and in Khmer, with the amount the bank reported', async () => {
    const { user } = await signedInShopper(api, []);
    api.commerce.addNotification(user.id, {
      kind: 'PAYMENT_RECEIVED',
      title: 'Payment received for order #88',
      message: 'The bank confirmed the payment of 10.4 USD for order #88.',
      orderId: 88,
      note: '10.4 USD',
    });
    renderAt('/en/notifications');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTestId('notification-title').textContent).toBe('Payment received for order #88');
    expect(within(rows()[0]!).getByTestId('notification-message').textContent).toBe(
      'The bank confirmed your payment for order #88. Thank you.',
    );
    expect(within(rows()[0]!).getByTestId('notification-note').textContent).toContain('10.4 USD');
  });

  it('words a confirmed payment in Khmer under /kh', async () => {
    const { user } = await signedInShopper(api, []);
    api.commerce.addNotification(user.id, {
      kind: 'PAYMENT_RECEIVED',
      title: 'Payment received for order #89',
      message: 'The bank confirmed the payment of 10.4 USD for order #89.',
      orderId: 89,
      note: '10.4 USD',
    });
    await activateRouteLocale('kh');
    renderAt('/kh/notifications');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTestId('notification-title').textContent).toBe('បានទទួលការបង់ប្រាក់សម្រាប់ការបញ្ជាទិញ #89');
    expect(rows()[0]!.textContent).not.toContain('The bank confirmed');
  });
});
