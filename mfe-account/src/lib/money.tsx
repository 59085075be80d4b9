import { Group, Text, type MantineSize } from '@mantine/core';
import { formatMoney } from '@shop/ui';

/** Riel is written with its own sign in front, like dollars (product spec §9: a leading currency sign). */
export const formatRiel = (riel: string) => formatMoney(riel, { sign: '៛' });

/** An amount in US dollars with the same amount in riel beside it (decisions.md: KHR rounded to 100 riel). */
export function Amount({ usd, khr, size = 'sm', strong = false }: { usd: string; khr?: string | null; size?: MantineSize; strong?: boolean }) {
  return (
    <Group gap={6} align="baseline" wrap="wrap" component="span" data-testid="amount">
      <Text span size={size} fw={strong ? 700 : 500} data-testid="amount-usd">
        {formatMoney(usd)}
      </Text>
      {khr ? (
        <Text span size={size === 'xl' || size === 'lg' ? 'md' : 'xs'} c="dimmed" data-testid="amount-khr">
          {formatRiel(khr)}
        </Text>
      ) : null}
    </Group>
  );
}
