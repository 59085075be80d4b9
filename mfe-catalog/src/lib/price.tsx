import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Amount } from '@shop/ui';

/** A stock's price in dollars and riel (shared `Amount`), or "Price on request" when the shop has none yet. */
export function Price({ usd, khr, size = 'md' }: { usd: string | null; khr: string | null; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const { t } = useLingui();
  if (usd === null || khr === null) {
    return (
      <Text size={size} c="dimmed">
        {t`Price on request`}
      </Text>
    );
  }
  return <Amount usd={usd} khr={khr} size={size} strong testId="price" />;
}
