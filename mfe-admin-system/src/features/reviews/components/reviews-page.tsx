import { Button, Group, Rating, Stack, Text, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { showToast } from '@shop/ui';
import {
  confirmAction,
  CsvExportButton,
  datedCsvName,
  describeApiError,
  ListScreen,
  staffCsvHref,
  StatusBadge,
} from '@shop/admin';
import type { ReviewModerationView } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { reviewKeys, useSetReviewVisibility } from '../api/reviews.ts';
import { useReviewBulkActions } from './review-bulk-actions.tsx';

/** A date filter's day as the API takes it (YYYY-MM-DD, whatever the picker hands over). */
const day = (value: string) => value.slice(0, 10);

/**
 * Stock and platform reviews for moderation: filter, then hide or show one, or the selected ones, with a reason (each
 * audited); export what the list shows as CSV in the reader's language and time zone.
 */
export function ReviewsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const visibility = useSetReviewVisibility();
  const bulkActions = useReviewBulkActions();
  const toggle = (review: ReviewModerationView) =>
    confirmAction({
      title: review.hidden ? t`Show this review again?` : t`Hide this review?`,
      message: review.hidden
        ? t`It appears on the storefront again at once.`
        : t`It leaves the storefront at once. The reason is kept with the review and in the audit trail.`,
      confirmLabel: review.hidden ? t`Show` : t`Hide`,
      danger: !review.hidden,
      withReason: true,
      onConfirm: (reason) =>
        visibility.mutate(
          { id: review.id, body: { hidden: !review.hidden, reason: reason ?? '' } },
          {
            onSuccess: () =>
              showToast({
                color: 'green',
                message: review.hidden ? t`The review is shown again` : t`The review is hidden`,
              }),
            onError: (error) => showToast({ color: 'red', message: i18n._(describeApiError(error).message) }),
          },
        ),
    });
  return (
    <ListScreen<ReviewModerationView>
      screen="admin-system/review"
      title={t`Reviews`}
      resource="/api/backend/review"
      queryKey={reviewKeys.lists()}
      bulkActions={bulkActions}
      exportButton={(query) => (
        <CsvExportButton
          href={staffCsvHref('/api/backend/review', query, i18n.locale)}
          fileName={datedCsvName('reviews')}
        />
      )}
      filters={[
        {
          name: 'kind',
          label: t`About`,
          kind: 'select',
          options: [
            { value: 'stock', label: t`A product` },
            { value: 'platform', label: t`The shop` },
          ],
        },
        {
          name: 'rating',
          label: t`Stars`,
          kind: 'select',
          options: ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value })),
        },
        {
          name: 'hidden',
          label: t`Visibility`,
          kind: 'select',
          options: [
            { value: 'false', label: t`Shown` },
            { value: 'true', label: t`Hidden` },
          ],
        },
        { name: 'from', label: t`From`, kind: 'date', toApi: day },
        { name: 'to', label: t`To`, kind: 'date', toApi: day },
      ]}
      // The list's search is the reported words: a review matches when its comment holds any of them.
      searchable
      columns={[
        { accessor: 'createdAt', title: t`Written`, render: (review) => formatDate(i18n, review.createdAt) },
        {
          accessor: 'rating',
          title: t`Stars`,
          render: (review) => (
            <Rating value={review.rating} readOnly size="sm" aria-label={t`${review.rating} stars`} />
          ),
        },
        {
          accessor: 'comment',
          title: t`Review`,
          render: (review) => (
            <Stack gap={2} data-testid={`review-${review.id}`}>
              <Text size="sm">{review.comment ?? ''}</Text>
              <Text size="xs" c="dimmed">
                {review.kind === 'platform'
                  ? t`About the shop`
                  : t`About ${review.itemName ?? ''} ${review.partNumber ?? ''}`}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'userName',
          title: t`By`,
          render: (review) => (review.userDeleted ? t`${review.userName} (deleted account)` : review.userName),
        },
        {
          accessor: 'hidden',
          title: t`Visibility`,
          render: (review) =>
            review.hidden ? (
              <Tooltip label={review.moderationReason ?? ''} disabled={!review.moderationReason}>
                <StatusBadge status="CANCELLED">{t`Hidden`}</StatusBadge>
              </Tooltip>
            ) : (
              <StatusBadge status="ACTIVE">{t`Shown`}</StatusBadge>
            ),
        },
        {
          accessor: 'actions',
          title: t`Actions`,
          textAlign: 'right',
          render: (review) => (
            <Group justify="flex-end">
              <Button
                size="compact-sm"
                variant={review.hidden ? 'light' : 'default'}
                color={review.hidden ? undefined : 'red'}
                onClick={() => toggle(review)}
                data-testid={`toggle-review-${review.id}`}
              >
                {review.hidden ? t`Show` : t`Hide`}
              </Button>
            </Group>
          ),
        },
      ]}
      empty={{
        title: t`No reviews yet`,
        hint: t`Reviews of products and of the shop appear here as shoppers write them.`,
      }}
    />
  );
}
