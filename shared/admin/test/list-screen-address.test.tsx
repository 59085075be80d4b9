import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, useSearchParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AttachmentListQuery, AttachmentView, SavedView, SavedViewQuery } from '@shop/contracts';
import { activateRouteLocale, i18n } from '@shop/i18n';
import { ShopProviders } from '@shop/ui';
import { ListOf, Paged, pageOf, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/i18n.ts';
import { ListScreen } from '../src/list-screen.tsx';

// The API: the contract-checked stand-in, with no files yet.
const api = withApiStandIn();
beforeEach(() => {
  api.on('GET /api/backend/attachment', { response: Paged(AttachmentView), query: AttachmentListQuery }, () =>
    pageOf([]),
  );
  // The screen's saved views (none).
  api.on('GET /api/backend/view', { response: ListOf(SavedView), query: SavedViewQuery }, () => ({ data: [] }));
});

/** A page like the attachments': a tab kept in the address beside a searchable list. */
function TabbedList() {
  const [, setParams] = useSearchParams();
  return (
    <>
      <button type="button" onClick={() => setParams({ tab: 'trash' }, { replace: true })}>
        Trash
      </button>
      <ListScreen<{ id: number }>
        screen="test/tabbed"
        title="Files"
        resource="/api/backend/attachment"
        queryKey={['attachment']}
        columns={[{ accessor: 'id', title: 'Id' }]}
        searchable
        empty={{ title: 'No files' }}
      />
    </>
  );
}

/**
 * The page's loader answers at once, except while `held` is set: then a navigation stays under way, so the
 * router's address has moved on while the screen still shows (and closes over) the one before, as it does
 * while the shell's loaders run or React renders the next page in a transition.
 */
async function renderTabbedList() {
  let held: Promise<null> | undefined;
  const router = createMemoryRouter(
    [
      { path: '/files', loader: () => held ?? null, element: <TabbedList /> },
      { path: '/elsewhere', loader: () => held ?? null, element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/files'] },
  );
  await activateRouteLocale('en');
  render(
    <I18nProvider i18n={i18n}>
      <ShopProviders>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ShopProviders>
    </I18nProvider>,
  );
  const hold = () => {
    let release = () => {};
    held = new Promise((resolve) => (release = () => resolve(null)));
    return () => {
      held = undefined;
      release();
    };
  };
  return { router, hold };
}

const addressOf = (router: Awaited<ReturnType<typeof renderTabbedList>>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the list screen writes into the live address', () => {
  it('a tab switched while the search waits out its debounce stays, and the search lands beside it', async () => {
    const { router, hold } = await renderTabbedList();
    const search = await screen.findByRole('textbox', { name: 'Search' });
    const release = hold();
    fireEvent.change(search, { target: { value: 'riel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trash' }));
    // The search's write arrives while the tab's navigation is still under way.
    await waitFor(() => expect(router.state.navigation.location?.search).toContain('search=riel'));
    release();
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(addressOf(router)).toEqual({ tab: 'trash', search: 'riel' });
  });

  it('a late write after the router has left the page does not pull it back', async () => {
    const { router, hold } = await renderTabbedList();
    const search = await screen.findByRole('textbox', { name: 'Search' });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(search, { target: { value: 'riel' } });
      const release = hold();
      void router.navigate('/elsewhere');
      // The list is still on screen (the next page's loader runs) when its debounce ends.
      vi.advanceTimersByTime(300);
      release();
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
