import { Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@shop/i18n';
import { useStockReviewsOf, type StockReview } from '../api/get-stock-reviews.ts';

/** The reviews of the stores' offers of an item, newest first (read only: shoppers write them from their orders). */
export function StockReviews({ stockIds }: { stockIds: number[] }) {
  const { t, i18n } = useLingui();
  const results = useStockReviewsOf(stockIds);
  const reviews: StockReview[] = results
    .flatMap((result) => result.data?.data ?? [])
    // ISO timestamps order as text; localeCompare would load the browser's collation data (docs/storefront.md).
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  if (results.some((result) => result.isPending)) return null;
  if (reviews.length === 0) {
    return (
      <Text c="dimmed" data-testid="no-reviews">
        {t`No reviews yet.`}
      </Text>
    );
  }
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return (
    <Stack gap="sm" data-testid="reviews">
      <Group gap="xs">
        <Rating value={average} fractions={2} readOnly />
        <Text size="sm" c="dimmed">
          {plural(reviews.length, { one: '# review', other: '# reviews' })}
        </Text>
      </Group>
      {reviews.map((review) => (
        <Paper key={review.id} withBorder p="sm" radius="md">
          <Group justify="space-between">
            <Rating value={review.rating} readOnly size="sm" />
            <Text size="xs" c="dimmed">
              {formatDate(i18n, review.createdAt)}
            </Text>
          </Group>
          {review.formerCustomer || review.userName ? (
            <Text size="sm" fw={500} mt={4} data-testid="review-author">
              {review.formerCustomer ? t`Former customer` : review.userName}
            </Text>
          ) : null}
          {review.comment ? <Text size="sm">{review.comment}</Text> : null}
        </Paper>
      ))}
    </Stack>
  );
}
