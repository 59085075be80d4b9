import { Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@shop/ui';

/** Riel is written with its own sign in front, like dollars (product spec §9: a leading currency sign). */
export const formatRiel = (riel: string) => formatMoney(riel, { sign: '៛' });

/** A price in US dollars with the same amount in riel beside it (decisions: KHR rounded to 100 riel). */
export function Price({ usd, khr, size = 'md' }: { usd: string | null; khr: string | null; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const { t } = useLingui();
  if (usd === null || khr === null) {
    return (
      <Text size={size} c="dimmed">
        {t`Price on request`}
      </Text>
    );
  }
  return (
    <Group gap={8} align="baseline" wrap="wrap" data-testid="price">
      <Text size={size} fw={700} data-testid="price-usd">
        {formatMoney(usd)}
      </Text>
      <Text size={size === 'xl' ? 'md' : 'sm'} c="dimmed" data-testid="price-khr">
        {formatRiel(khr)}
      </Text>
    </Group>
  );
}
