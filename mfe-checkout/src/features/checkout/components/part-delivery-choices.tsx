import { Alert, Badge, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { DeliveryChoice, QuotedPickup } from '@shop/contracts';
import { formatMoney } from '@shop/ui';
import { useLocalizedName } from '@shop/i18n';
import { STORE_PICKUP, type DeliveryPlan, type PartPlan, type PaymentKind } from '../utils/delivery-plan.ts';
import { daysText, deliveryChoiceLabels } from './labels.ts';

interface PartDeliveryChoicesProps {
  plan: DeliveryPlan;
  payment: PaymentKind | null;
  /** The province (or district) the quote is for, in the page's language. */
  place: string;
  outsideZones: boolean;
  onChoose: (supplierId: number, choice: DeliveryChoice) => void;
}

/**
 * Each supplier's part of the cart with the ways it can come: the shipping options its zone quotes (fee, days), pickup
 * at the supplier's store (free) and, paying cash, what cash on delivery adds. Outside every zone it says so first.
 */
export function PartDeliveryChoices({ plan, payment, place, outsideZones, onChoose }: PartDeliveryChoicesProps) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      {outsideZones ? (
        <Alert color="orange" variant="light" role="alert" data-testid="checkout-outside-zones">
          {t`We do not deliver to ${place} yet. You can pick up each part at its supplier's store, or choose another address.`}
        </Alert>
      ) : null}
      {plan.parts.map((partPlan) => (
        <PartChoice key={partPlan.part.supplier.id} plan={partPlan} payment={payment} onChoose={onChoose} />
      ))}
    </Stack>
  );
}

function PartChoice({
  plan,
  payment,
  onChoose,
}: {
  plan: PartPlan;
  payment: PaymentKind | null;
  onChoose: PartDeliveryChoicesProps['onChoose'];
}) {
  const { t, i18n } = useLingui();
  const nameOf = useLocalizedName();
  const { part } = plan;
  const supplier = nameOf(part.supplier);
  const freeAbove = part.freeAbove ? formatMoney(part.freeAbove) : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="checkout-part"
      data-supplier-id={part.supplier.id}
      data-choice={plan.choice ?? ''}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{t`From ${supplier}`}</Text>
          {part.free ? (
            <Badge color="green" variant="light">
              {t`Free delivery`}
            </Badge>
          ) : null}
        </Group>
        {freeAbove && !part.free ? (
          <Text size="xs" c="dimmed">{t`Delivery is free for this supplier's items from ${freeAbove}.`}</Text>
        ) : null}
        <Radio.Group
          value={plan.choice}
          onChange={(value) => onChoose(part.supplier.id, value as DeliveryChoice)}
          name={`delivery-${part.supplier.id}`}
          aria-label={t`Delivery of ${supplier}'s items`}
        >
          <Stack gap={6}>
            {part.options.map((option) => {
              const fee = formatMoney(option.fee);
              return (
                <Radio
                  key={option.option}
                  value={option.option}
                  data-testid="checkout-part-option"
                  data-option={option.option}
                  label={
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{i18n._(deliveryChoiceLabels[option.option])}</Text>
                      <Text size="sm" fw={600}>
                        {Number(option.fee) === 0 ? t`Free` : fee}
                      </Text>
                    </Group>
                  }
                  description={daysText(i18n, option.daysMin, option.daysMax)}
                />
              );
            })}
            {part.pickup ? (
              <Radio
                value={STORE_PICKUP}
                data-testid="checkout-part-option"
                data-option={STORE_PICKUP}
                label={
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{i18n._(deliveryChoiceLabels.STORE_PICKUP)}</Text>
                    <Text size="sm" fw={600}>{t`Free`}</Text>
                  </Group>
                }
                description={<PickupPlace pickup={part.pickup} />}
              />
            ) : null}
          </Stack>
        </Radio.Group>
        <PartNotice plan={plan} payment={payment} supplier={supplier} />
      </Stack>
    </Paper>
  );
}

/** The store to collect a part from: its name, address and phone. */
export function PickupPlace({ pickup }: { pickup: QuotedPickup }) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const phone = pickup.phone;
  return (
    <span data-testid="pickup-place">
      {[nameOf(pickup), pickup.address, phone ? t`Phone: ${phone}` : null].filter(Boolean).join(' · ')}
    </span>
  );
}

/** What cash on delivery adds to a shipped part, or why this part cannot be ordered as it is. */
function PartNotice({ plan, payment, supplier }: { plan: PartPlan; payment: PaymentKind | null; supplier: string }) {
  const { t, i18n } = useLingui();
  const { part } = plan;
  if (plan.problem) {
    return (
      <Alert color="orange" variant="light" p="xs" data-testid="checkout-part-problem" data-problem={plan.problem}>
        <Text size="sm">{i18n._(partProblemMessage(plan.problem, supplier))}</Text>
      </Alert>
    );
  }
  if (plan.shipping === null || payment !== 'CASH') return null;
  const codFee = formatMoney(part.cashOnDelivery.fee);
  return (
    <Text size="sm" c="dimmed" data-testid="checkout-part-cod">
      {Number(part.cashOnDelivery.fee) === 0
        ? t`Cash on delivery: you pay when it arrives, at no extra cost.`
        : t`Cash on delivery: you pay when it arrives; it adds ${codFee}.`}
    </Text>
  );
}

/** Why a part cannot be ordered as chosen, in the reader's words: on the part and under the place-order button. */
export function partProblemMessage(problem: NonNullable<PartPlan['problem']>, supplier: string): MessageDescriptor {
  switch (problem) {
    case 'outside-zones':
      return msg`We do not deliver to this address: choose pickup at the store for ${supplier}'s items.`;
    case 'pickup-only':
      return msg`${supplier}'s items cannot be shipped to this address: choose pickup at the store.`;
    case 'no-way':
      return msg`${supplier}'s items cannot reach this address and the store is not open for pickup. Remove them from your cart or choose another address.`;
    case 'cod-unavailable':
      return msg`Cash on delivery is not taken at this address for ${supplier}'s items: pay by bank transfer or choose pickup at the store.`;
  }
}
