import { Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { OrderDetailView, OrderPartView } from '@shop/contracts';
import { formatMoney } from '@shop/ui';
import { useLocalizedName } from '@shop/i18n';
import { daysText, deliveryChoiceLabels } from './labels.ts';
import { PickupPlace } from './part-delivery-choices.tsx';
import type { SummaryCharge } from './order-lines-summary.tsx';

type NameOf = (named: { name: string; nameKh?: string | null }) => string;

/** An order's delivery rows for its summary: each part's way and fee, and its cash-on-delivery fee when it has one. */
export function orderDeliveryCharges(
  order: OrderDetailView,
  say: (message: MessageDescriptor) => string,
  nameOf: NameOf,
): SummaryCharge[] {
  return order.parts.flatMap((part): SummaryCharge[] => {
    if (!part.delivery || part.status === 'CANCELLED') return [];
    const supplier = nameOf(part.supplier);
    const way = say(deliveryChoiceLabels[part.delivery.option]);
    const rows: SummaryCharge[] = [
      { key: `fee-${part.id}`, label: say(msg`${supplier}: ${way}`), amount: part.delivery.fee },
    ];
    if (Number(part.delivery.codFee) > 0)
      rows.push({
        key: `cod-${part.id}`,
        label: say(msg`${supplier}: cash on delivery`),
        amount: part.delivery.codFee,
      });
    return rows;
  });
}

/** How each part of an order comes: the way chosen, its days or the store to collect it from, and its fee. */
export function OrderPartsDelivery({ parts }: { parts: OrderPartView[] }) {
  const { t, i18n } = useLingui();
  const nameOf = useLocalizedName();
  return (
    <Stack gap={4} data-testid="order-delivery">
      <Text size="sm" fw={600}>{t`Delivery:`}</Text>
      {parts.map((part) => {
        if (!part.delivery) return null;
        const supplier = nameOf(part.supplier);
        const way = i18n._(deliveryChoiceLabels[part.delivery.option]);
        const days = daysText(i18n, part.delivery.daysMin, part.delivery.daysMax);
        const fee = Number(part.delivery.fee) === 0 ? t`free` : formatMoney(part.delivery.fee);
        return (
          <Stack key={part.id} gap={0} data-testid="order-part-delivery" data-option={part.delivery.option}>
            <Text size="sm">{days ? t`${supplier}: ${way}, ${fee}, ${days}` : t`${supplier}: ${way}, ${fee}`}</Text>
            {part.delivery.pickup ? (
              <Text size="xs" c="dimmed">
                <PickupPlace pickup={part.delivery.pickup} />
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
