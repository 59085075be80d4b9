// The staff's notifications: a low-stock notice names the part, its store and what is left, in the reader's
// language, and leads to the stock; opening the list marks the new ones it shows seen, so the bell's count clears.
// The API is the contract-checked stand-in (@shop/ui/testing): the list read and the mark-seen write.
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import {
  Envelope,
  MarkSeenBody,
  NotificationView,
  PageQuery,
  SavedView,
  SavedViewQuery,
  type LowStockFacts,
} from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { ListOf, pageOf, Paged, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { LowStockNotice } from '../src/features/notifications/components/low-stock-notice.tsx';
import { NotificationsPage } from '../src/features/notifications/components/notifications-page.tsx';

const facts: LowStockFacts = {
  itemName: 'Brake pad set',
  itemNameKh: 'បន្ទះហ្វ្រាំង',
  partNumber: '04465-0K020',
  storeName: 'Angkor Auto Parts',
  storeNameKh: 'អង្គរ អូតូ',
  quantity: 1200,
  threshold: 1500,
};
const notification = (id: number, seen: boolean): NotificationView => ({
  id,
  kind: 'LOW_STOCK',
  title: 'Low stock: Brake pad set',
  message: '',
  orderId: null,
  fromStatus: null,
  toStatus: null,
  note: null,
  stockId: 40 + id,
  lowStock: facts,
  seen,
  createdAt: '2026-12-06T08:00:00.000Z',
});
const marked: { path: string; ids: number[] }[] = [];

const api = withApiStandIn();
// The list's query and the write's answer, as the API's notification routes declare them.
const ListQuery = Type.Object({ ...PageQuery.properties, status: Type.Optional(Type.Enum(['new', 'old', 'all'])) });
const Updated = Envelope(Type.Object({ updated: Type.Integer({ minimum: 0 }) }));

function answerNotifications() {
  marked.length = 0;
  api.on('GET /api/backend/view', { response: ListOf(SavedView), query: SavedViewQuery }, () => ({ data: [] }));
  api.on('GET /api/backend/notification/supplier', { response: Paged(NotificationView), query: ListQuery }, () =>
    pageOf([notification(1, false), notification(2, false), notification(3, true)]),
  );
  api.on(
    'PUT /api/backend/notification/supplier/multiple',
    { response: Updated, body: MarkSeenBody },
    ({ path, body }) => {
      const { ids } = body as { ids: number[] };
      marked.push({ path, ids });
      return { data: { updated: ids.length } };
    },
  );
}

async function renderAt(locale: 'en' | 'kh', element: React.ReactNode) {
  await activateRouteLocale(locale);
  const router = createMemoryRouter([{ path: '/:locale/admin/notifications', element }], {
    initialEntries: [`/${locale}/admin/notifications`],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a low-stock notice', () => {
  it('names the part, the store and what is left, and leads to the stock', async () => {
    await renderAt('en', <LowStockNotice stockId={41} facts={facts} locale="en" />);
    const link = await screen.findByRole('link', {
      name: 'Low stock: Brake pad set (04465-0K020) at Angkor Auto Parts, 1,200 left',
    });
    expect(link.getAttribute('href')).toBe('/en/admin/stock-history/41');
  });

  it('reads in Khmer with the Khmer names', async () => {
    await renderAt('kh', <LowStockNotice stockId={41} facts={facts} locale="kh" />);
    const text = (await screen.findByRole('link')).textContent ?? '';
    expect(text).toContain('បន្ទះហ្វ្រាំង');
    expect(text).toContain('អង្គរ អូតូ');
    expect(text.replace('04465-0K020', '')).not.toMatch(/[A-Za-z]/);
  });
});

describe('the notifications list', () => {
  it('marks the new notifications it shows seen (the bell then clears), not the seen ones', async () => {
    signIn({ id: 9, type: 'SUPPLIER', supplierId: 3 });
    answerNotifications();
    await renderAt('en', <NotificationsPage />);
    await waitFor(() => expect(marked).toEqual([{ path: '/api/backend/notification/supplier/multiple', ids: [1, 2] }]));
  });
});
