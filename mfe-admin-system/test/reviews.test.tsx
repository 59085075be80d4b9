// The reviews list (issue 34 §7): the selected reviews hidden or shown with one reason, one call per review (each
// audited by the API on its own), reviews already so left alone; and the CSV export of what the list shows, in the
// reader's language and time zone. The API is the contract-checked stand-in (@shop/ui/testing).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button } from '@mantine/core';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import {
  Envelope,
  ReviewModerationQuery,
  ReviewModerationView,
  ReviewVisibilityBody,
  SavedView,
  SavedViewQuery,
} from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { ListOf, pageOf, Paged, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { useReviewBulkActions } from '../src/features/reviews/components/review-bulk-actions.tsx';
import { ReviewsPage } from '../src/features/reviews/components/reviews-page.tsx';
import { Page } from '../src/lib/page.tsx';

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

const api = withApiStandIn();

function answerReviews() {
  written.length = 0;
  api.on('GET /api/backend/review', { response: Paged(ReviewModerationView), query: ReviewModerationQuery }, () =>
    pageOf(reviews),
  );
  api.on('GET /api/backend/view', { response: ListOf(SavedView), query: SavedViewQuery }, () => ({ data: [] }));
  api.on(
    'PUT /api/backend/review/:id/visibility',
    { response: Envelope(ReviewModerationView), body: ReviewVisibilityBody },
    ({ path, params, body }) => {
      written.push({ path, body });
      return { data: review(Number(params.id), (body as { hidden: boolean }).hidden) };
    },
  );
}

/** The list's bulk buttons as the list draws them for a selection. */
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
  signIn();
  answerReviews();
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
    const dialog = within(screen.getByRole('dialog', { name: 'Hide 2 reviews?' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Spam wave' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Hide' }));
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
    // The count in Khmer digits, as staff pages write numbers on Khmer pages.
    const title = await screen.findByText(/១/, { selector: 'h2' });
    expect(title.textContent!.replace(/[១\s?]/g, '')).not.toMatch(/[A-Za-z0-9]/);
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: 'មូលហេតុ' }), { target: { value: 'មិនមែនជាសារឥតបានការ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'បង្ហាញ' }));
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
