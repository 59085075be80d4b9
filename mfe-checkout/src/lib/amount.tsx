import { Group, Text, type MantineSize } from '@mantine/core';
import { formatMoney, formatRiel } from '@shop/ui';

interface AmountProps {
  usd: string;
  khr: string;
  size?: MantineSize;
  /** Names the two figures for tests, e.g. `cart-total` gives `cart-total-usd` and `cart-total-khr`. */
  testId?: string;
}

/** An amount in US dollars with the same amount in riel beside it (decisions: USD and KHR side by side). */
export function Amount({ usd, khr, size = 'md', testId }: AmountProps) {
  return (
    <Group gap={8} align="baseline" wrap="wrap" justify="flex-end">
      <Text size={size} fw={700} data-testid={testId ? `${testId}-usd` : undefined}>
        {formatMoney(usd)}
      </Text>
      <Text size="sm" c="dimmed" data-testid={testId ? `${testId}-khr` : undefined}>
        {formatRiel(khr)}
      </Text>
    </Group>
  );
}
