import { Button, Loader, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
}

/**
 * Under a listing: how many of the items are on screen (announced when it changes) and a button for the next
 * page. A button, not loading on scroll, so the footer stays reachable and the page's length is the shopper's choice.
 */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useLingui();
  if (total === 0) return null;
  return (
    <Stack align="center" gap="xs" py="md" data-testid="load-more">
      <Text size="sm" c="dimmed" role="status" data-testid="listing-range">
        {t`${shown} / ${total} items`}
      </Text>
      {hasMore ? (
        // Not Mantine's `loading` (it disables the button, and a disabled button drops the keyboard's focus).
        <Button
          variant="light"
          aria-disabled={loading}
          leftSection={loading ? <Loader size={14} aria-label={t`Loading more`} /> : null}
          onClick={() => (loading ? undefined : onLoadMore())}
          data-testid="load-more-button"
        >
          {t`Show more`}
        </Button>
      ) : null}
    </Stack>
  );
}
