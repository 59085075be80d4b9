// The reviews list (issue 34 §7): the selected reviews hidden or shown with one reason, one call per review (each
// audited by the API on its own), reviews already so left alone; and the CSV export of what the list shows, in the
// reader's language and time zone. The API is stubbed at the HTTP calls.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from '@mantine/core';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@shop/client';
import { queryClient } from '@shop/client';
import type { ReviewModerationView } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import '../src/lib/i18n.ts';
import { useReviewBulkActions } from '../src/features/reviews/components/review-bulk-actions.tsx';
import { ReviewsPage } from '../src/features/reviews/components/reviews-page.tsx';
import { Page } from '../src/lib/page.tsx';

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const review = (id: number, hidden: boolean): ReviewModerationView => ({
  id,
  kind: 'stock',
  stockId: 4,
  itemName: 'Brake pad set',
  partNumber: '04465-0K020',
  rating: 1,
  comment: 'Spam spam',
  userId: 9,
  userName: 'Sokha',
  userDeleted: false,
  hidden,
  moderationReason: null,
  moderatedAt: null,
  createdAt: '2026-12-06T08:00:00.000Z',
});
const reviews = [review(1, false), review(2, false), review(3, true)];
const written: { path: string; body: unknown }[] = [];

vi.mock('@shop/client', async (original) => ({
  ...(await original<typeof Client>()),
  getPage: async () => ({ data: reviews, pagination: { page: 0, pageSize: 10, totalCount: 3, totalPage: 1 } }),
  http: {
    put: (path: string, options: { json: unknown }) => {
      written.push({ path, body: options.json });
      return { json: async () => ({ data: review(Number(path.split('/')[4]), true) }) };
    },
  },
}));

afterEach(() => {
  queryClient.clear();
  written.length = 0;
});

/** The list's bulk buttons as the list draws them for a selection (jsdom draws the data table's rows without cells). */
function BulkButtons({ selected }: { selected: ReviewModerationView[] }) {
  const actions = useReviewBulkActions();
  return (
    <>
      {actions.map((action) => (
        <Button key={action.label} onClick={() => void action.run(selected)}>
          {action.label}
        </Button>
      ))}
    </>
  );
}

async function renderAt(locale: 'en' | 'kh', element: React.ReactNode) {
  await activateRouteLocale(locale);
  const router = createMemoryRouter([{ path: '/:locale/admin/reviews', element: <Page>{element}</Page> }], {
    initialEntries: [`/${locale}/admin/reviews`],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('bulk hide and show of reviews', () => {
  it('hides each selected review that is shown, with the one reason, after asking', async () => {
    await renderAt('en', <BulkButtons selected={reviews} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Hide 2 reviews?')).toBeTruthy();
    expect(written).toEqual([]);
    fireEvent.change(screen.getByTestId('confirm-reason'), { target: { value: 'Spam wave' } });
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() =>
      expect(written).toEqual([
        { path: '/api/backend/review/1/visibility', body: { hidden: true, reason: 'Spam wave' } },
        { path: '/api/backend/review/2/visibility', body: { hidden: true, reason: 'Spam wave' } },
      ]),
    );
    expect(await screen.findByText('2 reviews hidden')).toBeTruthy();
  });

  it('asks in Khmer on a Khmer page, and shows only the hidden one', async () => {
    await renderAt('kh', <BulkButtons selected={reviews} />);
    const buttons = await screen.findAllByRole('button');
    fireEvent.click(buttons[1]!);
    const title = await screen.findByText(/1/, { selector: 'h2' });
    expect(title.textContent!.replace(/[\d\s?]/g, '')).not.toMatch(/[A-Za-z]/);
    fireEvent.change(screen.getByTestId('confirm-reason'), { target: { value: 'មិនមែនជាសារឥតបានការ' } });
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() =>
      expect(written).toEqual([
        { path: '/api/backend/review/3/visibility', body: { hidden: false, reason: 'មិនមែនជាសារឥតបានការ' } },
      ]),
    );
  });
});

describe('the reviews CSV', () => {
  it("exports what the list shows, in the reader's language and time zone, named after the day", async () => {
    await renderAt('kh', <ReviewsPage />);
    const button = await screen.findByTestId('csv-export');
    const href = new URL(button.getAttribute('data-href')!, 'http://shop.test');
    expect(href.pathname).toBe('/api/backend/review');
    expect(href.searchParams.get('format')).toBe('csv');
    expect(href.searchParams.get('lang')).toBe('km');
    expect(href.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(href.searchParams.has('page')).toBe(false);
  });
});
