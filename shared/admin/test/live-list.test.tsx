import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPage } from '@shop/client';
import { notifyListeners } from '@shop/client/realtime.ts';
import { SavedView, SavedViewQuery, StockListQuery, StockView } from '@shop/contracts';
import { activateRouteLocale, i18n } from '@shop/i18n';
import { ShopProviders, useLiveQueries } from '@shop/ui';
import { ListOf, Paged, pageOf, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/i18n.ts';
import { ListScreen } from '../src/list-screen.tsx';

type Row = StockView;

// The API: the contract-checked stand-in, with one stock as it is now on the server; the socket: its stand-in in
// @shop/client, which delivers an event to the listeners the page registered.
const api = withApiStandIn();
const server = { quantity: 5, reads: 0 };
const at = '2026-12-06T08:00:00.000Z';
const stockRow = (quantity: number): StockView => ({
  id: 1,
  item: {
    itemId: 101,
    type: 'Part',
    partId: 201,
    accessoryId: null,
    partNumber: 'BP-1001',
    name: 'Brake Pad Set',
    nameKh: null,
  },
  store: { id: 70, name: 'Angkor store', nameKh: null },
  supplier: { id: 7, name: 'Angkor Auto Parts', nameKh: null },
  baseUnit: { id: 1, name: 'Piece', nameKh: null, factor: 1 },
  quantity,
  price: '12.50',
  dealerPrice: '11.00',
  alertThreshold: 2,
  low: quantity <= 2,
  createdAt: at,
  updatedAt: at,
});

/** A stock figure as a page reads it. */
function StockFigure() {
  const page = useQuery({
    queryKey: ['stock', 'list', { page: 0 }],
    queryFn: () => getPage<Row>('/api/backend/stock', {}),
  });
  return <p>{page.data ? `Left: ${page.data.data[0]!.quantity}` : 'Loading'}</p>;
}

/** The same page following the socket. */
function LiveStockFigure() {
  useLiveQueries(['stock', 'list']);
  return <StockFigure />;
}

/** The list screen, live, reporting what each read showed. */
function StockList({ onShown }: { onShown: (rows: Row[]) => void }) {
  useLiveQueries(['stock', 'list']);
  return (
    <ListScreen<Row>
      screen="test/stock"
      title="Stock"
      resource="/api/backend/stock"
      queryKey={['stock', 'list']}
      columns={[{ accessor: 'quantity', title: 'Quantity' }]}
      empty={{ title: 'No stock' }}
      onRecordsShown={onShown}
    />
  );
}

/** Opens `element` at /stock; /elsewhere is another page of the same app (`elsewhere`). */
async function renderPage(element: ReactElement, elsewhere: ReactElement = <p>Elsewhere</p>) {
  const router = createMemoryRouter(
    [
      { path: '/stock', element },
      { path: '/elsewhere', element: elsewhere },
    ],
    { initialEntries: ['/stock'] },
  );
  const queryClient = new QueryClient();
  await activateRouteLocale('en');
  render(
    <I18nProvider i18n={i18n}>
      <ShopProviders>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ShopProviders>
    </I18nProvider>,
  );
  return { router, queryClient };
}

/** A sale elsewhere: the server's figure changes and the user's socket reports an event. */
const sellOne = () =>
  act(() => {
    server.quantity -= 1;
    notifyListeners(1);
  });

beforeEach(() => {
  server.quantity = 5;
  server.reads = 0;
  api.on('GET /api/backend/stock', { response: Paged(StockView), query: StockListQuery }, () => {
    server.reads += 1;
    return pageOf([stockRow(server.quantity)]);
  });
  // The screen's saved views (none).
  api.on('GET /api/backend/view', { response: ListOf(SavedView), query: SavedViewQuery }, () => ({ data: [] }));
});

describe('a live list', () => {
  it('shows the new figure after a socket event, without a reload', async () => {
    const { router, queryClient } = await renderPage(<LiveStockFigure />, <StockFigure />);
    expect(await screen.findByText('Left: 5')).toBeTruthy();
    await sellOne();
    expect(await screen.findByText('Left: 4')).toBeTruthy();
    await sellOne();
    expect(await screen.findByText('Left: 3')).toBeTruthy();
    // Leaving the page stops listening: on a page that shows the same figure without following the socket, a sale
    // elsewhere neither marks the figure out of date nor reads it again.
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('Left: 3')).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const reads = server.reads;
    await sellOne();
    expect(queryClient.getQueryState(['stock', 'list', { page: 0 }])?.isInvalidated).toBe(false);
    expect(queryClient.isFetching()).toBe(0);
    expect(server.reads).toBe(reads);
    expect(screen.getByText('Left: 3')).toBeTruthy();
  });

  it('a list that is not live keeps what it read (the event alone is what moves it)', async () => {
    await renderPage(<StockFigure />);
    expect(await screen.findByText('Left: 5')).toBeTruthy();
    await sellOne();
    expect(screen.getByText('Left: 5')).toBeTruthy();
    expect(server.reads).toBe(1);
  });

  it('tells the page which records each read showed, once per read', async () => {
    const shown: Row[][] = [];
    await renderPage(<StockList onShown={(rows) => shown.push(rows)} />);
    await waitFor(() => expect(shown.map((rows) => rows.map((row) => row.quantity))).toEqual([[5]]));
    await sellOne();
    await waitFor(() => expect(shown.map((rows) => rows.map((row) => row.quantity))).toEqual([[5], [4]]));
  });
});
