import { Group, Paper, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@shop/i18n';
import { useDrawnQuery } from '../../../lib/drawn-query.ts';
import { offscreenSkipped } from '../../../lib/offscreen.ts';
import { usePlatformReviews } from '../api/get-platform-reviews.ts';

/**
 * "What shoppers say": the newest reviews of the shop that the back-office has not hidden, with the mean rating.
 * Nothing at all while loading, without reviews or when they cannot be read: the home page does not need them.
 */
export function PlatformReviews() {
  const { t, i18n } = useLingui();
  const { data } = useDrawnQuery(usePlatformReviews());
  if (!data || data.data.length === 0) return null;
  const { summary } = data;
  return (
    <Stack
      gap="sm"
      component="section"
      data-testid="platform-reviews"
      aria-labelledby="platform-reviews-title"
      style={offscreenSkipped(900)}
    >
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={2} size="h3" id="platform-reviews-title">
          {t`What shoppers say about us`}
        </Title>
        {summary.averageRating ? (
          <Group gap="xs" data-testid="platform-rating">
            <Rating value={Number(summary.averageRating)} fractions={10} readOnly aria-hidden />
            <Text size="sm" c="dimmed">
              {t`${summary.averageRating} out of 5`} · {plural(summary.count, { one: '# review', other: '# reviews' })}
            </Text>
          </Group>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {data.data.map((review) => (
          <Paper key={review.id} withBorder p="md" radius="md" component="article" data-testid="platform-review">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                {/* Mantine's Rating is a plain element: the stars are named by an image role around them. */}
                <span role="img" aria-label={t`${review.rating} out of 5`}>
                  <Rating value={review.rating} readOnly size="sm" aria-hidden />
                </span>
                <Text size="xs" c="dimmed">
                  {formatDate(i18n, review.createdAt)}
                </Text>
              </Group>
              {review.comment ? (
                <Text size="sm" lineClamp={5} style={{ overflowWrap: 'anywhere' }}>
                  {review.comment}
                </Text>
              ) : null}
              <Text size="sm" fw={500} data-testid="review-author">
                {review.formerCustomer ? t`Former customer` : review.userName}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
