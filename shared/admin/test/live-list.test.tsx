import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as Client from '@shop/client';
import { activateRouteLocale, i18n } from '@shop/i18n';
import { ShopProviders, useLiveQueries } from '@shop/ui';
import '../src/i18n.ts';
import { ListScreen } from '../src/list-screen.tsx';

interface Row {
  id: number;
  quantity: number;
}

// The API stand-in: the stock as it is now on the server; the socket stand-in: the listeners the page registered.
const server = vi.hoisted(() => ({ quantity: 5, reads: 0, listeners: new Set<() => void>() }));
vi.mock('@shop/client', async (original) => ({
  ...(await original<typeof Client>()),
  getPage: async () => {
    server.reads += 1;
    return {
      data: [{ id: 1, quantity: server.quantity }],
      pagination: { page: 0, pageSize: 10, totalCount: 1, totalPage: 1 },
    };
  },
  onNotification: (listener: () => void) => {
    server.listeners.add(listener);
    return () => server.listeners.delete(listener);
  },
}));

/** A stock figure as a page reads it. */
function StockFigure() {
  const page = useQuery({
    queryKey: ['stock', 'list', { page: 0 }],
    queryFn: () => Client.getPage<Row>('/api/backend/stock', {}),
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

async function renderPage(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/stock', element }], {
    initialEntries: ['/stock'],
  });
  await activateRouteLocale('en');
  return render(
    <I18nProvider i18n={i18n}>
      <ShopProviders>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ShopProviders>
    </I18nProvider>,
  );
}

/** A sale elsewhere: the server's figure changes and the user's socket reports an event. */
const sellOne = () =>
  act(() => {
    server.quantity -= 1;
    for (const listener of server.listeners) listener();
  });

beforeEach(() => {
  server.quantity = 5;
  server.reads = 0;
  server.listeners.clear();
});

describe('a live list', () => {
  it('shows the new figure after a socket event, without a reload', async () => {
    const { unmount } = await renderPage(<LiveStockFigure />);
    expect(await screen.findByText('Left: 5')).toBeTruthy();
    await sellOne();
    expect(await screen.findByText('Left: 4')).toBeTruthy();
    await sellOne();
    expect(await screen.findByText('Left: 3')).toBeTruthy();
    // Leaving the page stops listening.
    unmount();
    expect(server.listeners.size).toBe(0);
  });

  it('a list that is not live keeps what it read (the event alone is what moves it)', async () => {
    await renderPage(<StockFigure />);
    expect(await screen.findByText('Left: 5')).toBeTruthy();
    await sellOne();
    expect(server.listeners.size).toBe(0);
    expect(screen.getByText('Left: 5')).toBeTruthy();
    expect(server.reads).toBe(1);
  });

  it('tells the page which records each read showed, once per read', async () => {
    const shown: Row[][] = [];
    await renderPage(<StockList onShown={(rows) => shown.push(rows)} />);
    await waitFor(() => expect(shown).toEqual([[{ id: 1, quantity: 5 }]]));
    await sellOne();
    await waitFor(() => expect(shown).toEqual([[{ id: 1, quantity: 5 }], [{ id: 1, quantity: 4 }]]));
  });
});
