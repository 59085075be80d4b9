// The orders desk and an order's page (issue 34 §8), as staff use them: what a person sees in each, and what they can
// do, asked of the screens by role and label. The API is the contract-checked stand-in (@shop/ui/testing): every
// answer it gives and every request the screens send is checked against @shop/contracts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AuditEntryView,
  BackofficeCancelBody,
  Envelope,
  OrderCountsQuery,
  OrderDetailView,
  OrderListQuery,
  OrderNoteBody,
  OrderNoteView,
  OrderStatusCounts,
  OrderSummary,
  PageQuery,
  Paged,
  SavedView,
  SavedViewQuery,
  StatusNoteBody,
  Supplier,
  SupplierListQuery,
} from '@shop/contracts';
import { ListOf, pageOf, refuse, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { openAdmin } from './support/orders.tsx';

const api = withApiStandIn();

const order = (id: number, fields: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  status: 'PENDING',
  total: '125.50',
  totalKhr: '514600',
  deliveryTotal: '1.50',
  deliveryTotalKhr: '6200',
  lineCount: 1,
  paymentMethod: 'CASH',
  shippingOption: 'Ground Way',
  customer: { id: 40 + id, name: `Customer ${id}` },
  createdAt: '2026-12-06T08:00:00.000Z',
  ...fields,
});
const counts: OrderStatusCounts = {
  PENDING: 2,
  ACCEPTED: 1,
  PROCESSING: 0,
  DELIVERED: 0,
  PAID: 1014,
  CANCELLED: 0,
  ALL: 1017,
};
const angkor = { id: 3, name: 'Angkor Auto Parts', nameKh: 'អង្គរ គ្រឿងបន្លាស់' };
const at = '2026-12-06T08:00:00.000Z';

function detail(id: number, status: OrderDetailView['status']): OrderDetailView {
  return {
    ...order(id, { status, paymentMethod: 'CASH', customer: { id: 52, name: 'Sokha Chan' } }),
    dealerPricing: false,
    address: {
      userLocationId: 9,
      locationId: 1,
      locationName: 'Phnom Penh',
      locationNameKh: 'ភ្នំពេញ',
      recipientName: 'Sokha',
      phone: '012 345 678',
      address: 'No. 12, Street 271',
    },
    note: 'Please call before delivery',
    reasons: null,
    refundNote: null,
    lines: [
      {
        id: 801,
        stockId: 501,
        item: {
          itemId: 11,
          type: 'Part',
          partId: 101,
          accessoryId: null,
          partNumber: '04465-0K020',
          name: 'Brake Pad Set',
          nameKh: 'ឈុតបន្ទះហ្វ្រាំង',
        },
        unit: { id: 1, name: 'Set', nameKh: 'ឈុត', factor: 1 },
        supplier: angkor,
        quantity: 2,
        baseQuantity: 2,
        unitPrice: '62.00',
        unitPriceKhr: '254200',
        lineTotal: '124.00',
        lineTotalKhr: '508400',
        status: 'OPEN',
      },
    ],
    history: [{ from: null, to: 'PENDING', note: null, changedBy: { id: 52, name: 'Sokha Chan' }, at, partId: null }],
    parts: [
      {
        id: 71,
        supplier: angkor,
        status,
        total: '125.50',
        totalKhr: '514600',
        goodsTotal: '124.00',
        goodsTotalKhr: '508400',
        delivery: {
          option: 'Ground Way',
          fee: '1.50',
          feeKhr: '6200',
          codFee: '0.00',
          codFeeKhr: '0',
          daysMin: 1,
          daysMax: 2,
          pickup: null,
        },
        lineCount: 1,
        updatedAt: at,
        history: [{ from: null, to: 'PENDING', note: null, changedBy: null, at, partId: null }],
      },
    ],
  };
}

/** The desk's reads: the orders of each tab, the tabs' counts, the suppliers filter and the saved views. */
function answerDesk(orders: OrderSummary[]) {
  api.on('GET /api/backend/order', { response: Paged(OrderSummary), query: OrderListQuery }, ({ query }) =>
    pageOf(orders.filter((o) => [o.status, 'ALL'].includes(query.get('status') ?? 'PENDING'))),
  );
  api.on('GET /api/backend/order/counts', { response: Envelope(OrderStatusCounts), query: OrderCountsQuery }, () => ({
    data: counts,
  }));
  api.on('GET /api/backend/supplier', { response: Paged(Supplier), query: SupplierListQuery }, () => pageOf([]));
  api.on('GET /api/backend/view', { response: ListOf(SavedView), query: SavedViewQuery }, () => ({ data: [] }));
}

/** An order's reads and writes: the order, its history and notes, and the moves, which change it. */
function answerOrder(view: OrderDetailView) {
  let current = view;
  const moved: { to: string; body: unknown }[] = [];
  api.on('GET /api/backend/order/:id', { response: Envelope(OrderDetailView) }, () => ({ data: current }));
  api.on('GET /api/backend/audit/:entity/:id', { response: Paged(AuditEntryView), query: PageQuery }, () => pageOf([]));
  api.on('GET /api/backend/order/:id/notes', { response: ListOf(OrderNoteView) }, () => ({ data: [] }));
  api.on(
    'PUT /api/backend/order/accepted/:id',
    { response: Envelope(OrderDetailView), body: StatusNoteBody },
    ({ body }) => {
      moved.push({ to: 'ACCEPTED', body });
      current = { ...current, status: 'ACCEPTED', parts: current.parts.map((p) => ({ ...p, status: 'ACCEPTED' })) };
      return { data: current };
    },
  );
  api.on(
    'PUT /api/backend/order/cancelled/:id',
    { response: Envelope(OrderDetailView), body: BackofficeCancelBody },
    ({ body }) => {
      moved.push({ to: 'CANCELLED', body });
      current = { ...current, status: 'CANCELLED', parts: current.parts.map((p) => ({ ...p, status: 'CANCELLED' })) };
      return { data: current };
    },
  );
  api.on(
    'POST /api/backend/order/:id/notes',
    { response: Envelope(OrderNoteView), body: OrderNoteBody, status: 201 },
    ({ body }) => ({
      data: { id: 5, body: (body as OrderNoteBody).body, author: { id: 1, name: 'Demo Admin' }, createdAt: at },
    }),
  );
  return moved;
}

// A screen's first draw loads its lazy route and catalogues, which on a busy machine takes more than a second.
const rowOf = async (text: string) =>
  (await screen.findByRole('cell', { name: text }, { timeout: 10_000 })).closest('tr')!;

// A loaded machine draws a whole screen slowly; the default 5 s is not about the screen.
describe('the orders desk', { timeout: 30_000 }, () => {
  it('shows the status tabs in the order an order moves, with their counts, and the pending orders', async () => {
    signIn();
    answerDesk([order(12), order(13, { customer: { id: 9, name: 'Dara Kim' } }), order(14, { status: 'PAID' })]);
    await openAdmin('orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Pending (2)',
        'Accepted (1)',
        'Processing (0)',
        'Delivered (0)',
        'Paid (1,014)',
        'Cancelled (0)',
        'All (1,017)',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Pending (2)' }).getAttribute('aria-selected')).toBe('true');
    const row = await rowOf('#13');
    expect(within(row).getByRole('cell', { name: 'Dara Kim' })).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByRole('cell', { name: 'Cash' })).toBeTruthy();
    expect(within(row).getByText('$125.50')).toBeTruthy();
    expect(screen.queryByRole('cell', { name: '#14' })).toBeNull();
  });

  it('opens another status on its tab, asking the API for that status only', async () => {
    signIn();
    answerDesk([order(12), order(14, { status: 'PAID', paymentMethod: 'BANK' })]);
    await openAdmin('orders');
    await rowOf('#12');
    fireEvent.click(await screen.findByRole('tab', { name: /^Paid/ }));
    const row = await rowOf('#14');
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByRole('cell', { name: 'Bank transfer' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: '#12' })).toBeNull();
    expect(api.requests.some((r) => r.url.startsWith('/api/backend/order?') && r.url.includes('status=PAID'))).toBe(
      true,
    );
  });

  it('searches by phone as typed, spaces and all, and the API is asked for it', async () => {
    signIn();
    answerDesk([order(12)]);
    await openAdmin('orders');
    await rowOf('#12');
    fireEvent.change(screen.getByRole('textbox', { name: /search/i }), { target: { value: '012 345 678' } });
    await waitFor(() =>
      expect(api.requests.some((r) => r.url.includes('search=012+345+678') || r.url.includes('search=012%20345'))).toBe(
        true,
      ),
    );
  });

  it('says so when a tab has no orders', async () => {
    signIn();
    answerDesk([]);
    await openAdmin('orders');
    expect(await screen.findByText('No orders here')).toBeTruthy();
  });

  it('opens an order from its row', async () => {
    signIn();
    answerDesk([order(12)]);
    answerOrder(detail(12, 'PENDING'));
    const router = await openAdmin('orders');
    fireEvent.click(await screen.findByRole('cell', { name: '#12' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/orders/12'));
    expect(await screen.findByRole('heading', { name: /Order #12/ })).toBeTruthy();
  });

  it('reads in Khmer on a Khmer page', async () => {
    signIn();
    answerDesk([order(12)]);
    await openAdmin('orders', 'kh');
    await rowOf('#12');
    // The counts come by a read of their own, which may land after the rows.
    await waitFor(() => expect(screen.getAllByRole('tab')[0]!.textContent).toBe('កំពុងរង់ចាំ (២)'));
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent ?? '');
    expect(tabs.join(' ')).not.toMatch(/[A-Za-z]/);
    // Counts in Khmer digits, as the dates are.
    expect(tabs.join(' ')).not.toMatch(/[0-9]/);
  });
});

describe("an order's page", { timeout: 30_000 }, () => {
  it('shows the customer, the address, the lines and what the order costs', async () => {
    signIn();
    answerOrder(detail(12, 'PENDING'));
    await openAdmin('orders/12');
    expect(await screen.findByRole('heading', { name: /Order #12/ })).toBeTruthy();
    expect(screen.getByText('Sokha Chan')).toBeTruthy();
    expect(screen.getByText('012 345 678')).toBeTruthy();
    expect(screen.getByText('No. 12, Street 271, Phnom Penh')).toBeTruthy();
    expect(screen.getByText('Please call before delivery')).toBeTruthy();
    expect(screen.getByText(/Brake Pad Set/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/en/admin/orders');
  });

  it('accepts the order once the person confirms, and then offers the next moves', async () => {
    signIn();
    const moved = answerOrder(detail(12, 'PENDING'));
    await openAdmin('orders/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move order #12 to Accepted?' });
    expect(moved).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(moved).toEqual([{ to: 'ACCEPTED', body: {} }]));
    expect(await screen.findByText('Order #12 is now Accepted')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Start processing' })).toBeTruthy();
    // The confirmation leaves with its closing transition, which may outlast the page's new buttons by a frame.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull());
  });

  it('cancels only with reasons, which go to the API with the refund note', async () => {
    signIn();
    const moved = answerOrder(detail(12, 'PENDING'));
    await openAdmin('orders/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #12?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(moved).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reasons/ }), { target: { value: 'Out of stock' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Refund note' }), {
      target: { value: 'Refunded in cash' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(moved).toEqual([{ to: 'CANCELLED', body: { reasons: 'Out of stock', refundNote: 'Refunded in cash' } }]),
    );
    expect(await screen.findByText('No further moves: the order is Cancelled.')).toBeTruthy();
  });

  it("says the order was not found in the reader's language", async () => {
    signIn();
    api.on('GET /api/backend/order/:id', { response: Envelope(OrderDetailView) }, () =>
      refuse(404, 'NOT_FOUND', 'Order 99 not found'),
    );
    await openAdmin('orders/99');
    expect(await screen.findByText(/not found/i)).toBeTruthy();
    expect(screen.queryByText(/Check the connection/)).toBeNull();
  });
});
