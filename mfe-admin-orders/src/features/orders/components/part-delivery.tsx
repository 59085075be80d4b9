import { Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PartDelivery } from '@shop/contracts';
import { localizedName } from '@shop/i18n';
import { Amount } from '@shop/ui';
import { useShippingLabel } from '../../../lib/order-words.ts';

/**
 * How one supplier's part of an order goes out (decisions.md, "Delivery"), as the shopper chose it at checkout: the
 * way worded in the reader's language, its days or, for store pickup, the store's name and address, the delivery fee
 * and the cash on delivery fee (if any) in USD with riel beside them. The order page and the packing slip show it for
 * each part; a part ordered before delivery was priced (no `delivery`) shows nothing.
 */
export function PartDeliveryFacts({ delivery }: { delivery: PartDelivery | null }) {
  const { t, i18n } = useLingui();
  const shippingLabel = useShippingLabel();
  if (!delivery) return null;
  const { daysMin, daysMax, pickup } = delivery;
  const days =
    daysMin === null || daysMax === null
      ? null
      : daysMax === 0
        ? t`Same day`
        : daysMin === daysMax
          ? plural(daysMax, { one: '# day', other: '# days' })
          : t`${daysMin}–${daysMax} days`;
  const way = shippingLabel(delivery.option);
  return (
    <Stack gap={2} data-testid="part-delivery" data-option={delivery.option}>
      <Text size="sm" fw={600} data-testid="part-delivery-way">
        {days ? t`Delivery: ${way} (${days})` : t`Delivery: ${way}`}
      </Text>
      {pickup ? (
        <Text size="sm" data-testid="part-delivery-pickup">
          {[localizedName(pickup, i18n.locale), pickup.address, pickup.phone].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
      <Text size="sm" component="div">
        {t`Delivery fee`} <Amount usd={delivery.fee} khr={delivery.feeKhr} size="sm" testId="part-delivery-fee" />
      </Text>
      {Number(delivery.codFee) > 0 ? (
        <Text size="sm" component="div">
          {t`Cash on delivery fee`}{' '}
          <Amount usd={delivery.codFee} khr={delivery.codFeeKhr} size="sm" testId="part-delivery-cod-fee" />
        </Text>
      ) : null}
    </Stack>
  );
}
