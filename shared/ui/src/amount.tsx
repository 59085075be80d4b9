import { Group, Text, type MantineSize } from '@mantine/core';
import { formatMoney, formatRiel } from './money.ts';
import { rielSizeOf } from './riel-size.ts';

export interface AmountProps {
  /** Dollars as an exact decimal string (`"12.5"`). */
  usd: string;
  /** The same amount in riel, already rounded to 100 riel by the API; left out when absent. */
  khr?: string | null;
  /** Size of the dollar figure; riel is written one step smaller. */
  size?: MantineSize;
  /** Bold dollars, for totals and prices that lead a card. */
  strong?: boolean;
  /** `end` keeps the figures against the right edge when they wrap (totals in right-hand columns). */
  align?: 'start' | 'end';
  /**
   * Names the amount for tests: `price` marks the group `price` and the figures `price-usd` and `price-khr`.
   * Without it nothing is marked, so a page can show many amounts and mark only the one it checks.
   */
  testId?: string;
}

/**
 * An amount in US dollars with the same amount in riel beside it (decisions.md: USD and KHR side by side,
 * a leading currency sign, up to two decimals, KHR rounded to 100 riel). Renders as inline content, so it
 * fits inside a line of text as well as on its own.
 */
export function Amount({ usd, khr, size = 'md', strong = false, align = 'start', testId }: AmountProps) {
  const mark = (suffix: string) => (testId ? `${testId}${suffix}` : undefined);
  return (
    <Group
      component="span"
      gap={8}
      align="baseline"
      wrap="wrap"
      justify={align === 'end' ? 'flex-end' : 'flex-start'}
      data-testid={mark('')}
    >
      <Text span size={size} fw={strong ? 700 : 500} data-testid={mark('-usd')}>
        {formatMoney(usd)}
      </Text>
      {khr ? (
        <Text span size={rielSizeOf(size)} c="dimmed" data-testid={mark('-khr')}>
          {formatRiel(khr)}
        </Text>
      ) : null}
    </Group>
  );
}
