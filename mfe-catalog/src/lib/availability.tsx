import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Availability } from '@shop/contracts';

export function AvailabilityBadge({ availability, quantity }: { availability: Availability; quantity?: number }) {
  const { t } = useLingui();
  const label =
    availability === 'IN_STOCK'
      ? t`In stock`
      : availability === 'LOW_STOCK'
        ? quantity === undefined
          ? t`Only a few left`
          : t`Only ${quantity} left`
        : t`Out of stock`;
  const color = availability === 'IN_STOCK' ? 'green' : availability === 'LOW_STOCK' ? 'orange' : 'gray';
  return (
    <Badge color={color} variant="light" data-availability={availability}>
      {label}
    </Badge>
  );
}
