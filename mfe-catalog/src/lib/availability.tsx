import { useLingui } from '@lingui/react/macro';
import type { Availability } from '@shop/contracts';
import { Tag } from './tag.tsx';

/** Whether a stock can be bought now, on every card and offer: a plain Tag (cards repeat it 20-40 times a page). */
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
    <Tag color={color} data-availability={availability}>
      {label}
    </Tag>
  );
}
