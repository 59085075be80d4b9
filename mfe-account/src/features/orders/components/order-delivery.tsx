import { Stack, Text } from '@mantine/core';
import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { DeliveryChoice, OrderPartView, PartDelivery } from '@shop/contracts';
import { Amount } from '@shop/ui';
import { localizedName } from '@shop/i18n';

const wayLabels: Record<DeliveryChoice, MessageDescriptor> = {
  'Ground Way': msg`By road`,
  'Rail Way': msg`By rail`,
  'Water Way': msg`By water`,
  'Air Way': msg`By air`,
  STORE_PICKUP: msg`Pick up at the store`,
};

function daysText(i18n: I18n, { daysMin, daysMax }: PartDelivery): string | null {
  if (daysMin === null || daysMax === null) return null;
  if (daysMax === 0) return i18n._(msg`Same day`);
  if (daysMin === daysMax) return plural(daysMax, { one: '# day', other: '# days' });
  return i18n._(msg`${daysMin}–${daysMax} days`);
}

/**
 * How each supplier's part of the order comes (decisions.md, "Delivery"): the way quoted when it was ordered, its days
 * or the store to collect it from, and its fees (shipping, cash on delivery). Parts ordered before delivery was priced
 * have none and are left out.
 */
export function OrderDelivery({ parts }: { parts: OrderPartView[] }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap={6} data-testid="order-delivery">
      {parts.map((part) => {
        const { delivery } = part;
        if (!delivery) return null;
        const supplier = localizedName(part.supplier, i18n.locale);
        const way = i18n._(wayLabels[delivery.option]);
        const days = daysText(i18n, delivery);
        const pickup = delivery.pickup;
        return (
          <Stack
            key={part.id}
            gap={0}
            data-testid="order-part-delivery"
            data-supplier-id={part.supplier.id}
            data-option={delivery.option}
          >
            <Text size="sm" fw={600}>
              {t`${supplier}: ${way}`}
            </Text>
            {days ? (
              <Text size="xs" c="dimmed">
                {days}
              </Text>
            ) : null}
            {pickup ? (
              <Text size="xs" c="dimmed">
                {[localizedName(pickup, i18n.locale), pickup.address, pickup.phone].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
            <Text size="sm" component="div">
              {Number(delivery.fee) === 0 ? (
                <Text span size="sm" data-testid="order-part-delivery-fee">{t`Delivery free`}</Text>
              ) : (
                <Text span size="sm">
                  {t`Delivery`}{' '}
                  <Amount usd={delivery.fee} khr={delivery.feeKhr} size="sm" testId="order-part-delivery-fee" />
                </Text>
              )}
            </Text>
            {Number(delivery.codFee) > 0 ? (
              <Text span size="sm">
                {t`Cash on delivery fee`}{' '}
                <Amount usd={delivery.codFee} khr={delivery.codFeeKhr} size="sm" testId="order-part-cod-fee" />
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
