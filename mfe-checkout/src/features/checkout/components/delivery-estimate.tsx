import { useState } from 'react';
import { Alert, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Cart, DeliveryQuote, UserLocation } from '@shop/contracts';
import { Amount, apiErrorText, formatMoney } from '@shop/ui';
import { sumMoney, sumRiel } from '@shop/ui/riel.ts';
import { useLocalizedName } from '@shop/i18n';
import { useDeliveryQuote, type QuoteDestination } from '../api/get-delivery-quote.ts';
import { useProvinces } from '../api/get-provinces.ts';
import { cheapestOption } from '../utils/delivery-plan.ts';
import { daysText, deliveryChoiceLabels } from './labels.ts';

interface DeliveryEstimateProps {
  cart: Cart;
  /** The signed-in shopper's saved locations (none when signed out): the default one is quoted. */
  locations: UserLocation[];
}

/**
 * What delivery would cost, in the cart's summary: to the shopper's default location, or to a province chosen here when
 * signed out or without one. Each supplier's part at its cheapest option; the way each part comes is chosen at checkout.
 */
export function DeliveryEstimate({ cart, locations }: DeliveryEstimateProps) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const saved = locations.find((location) => location.details.isDefault) ?? locations[0] ?? null;
  const provinces = useProvinces(saved === null);
  const [provinceId, setProvinceId] = useState('');
  const destination: QuoteDestination | null = saved
    ? { userLocationId: saved.id }
    : provinceId
      ? { locationId: Number(provinceId) }
      : null;
  const quote = useDeliveryQuote(destination, cart.lines);
  const label = saved?.details.label ?? '';
  const place = saved ? nameOf(saved.location) : '';

  return (
    <Stack gap="xs">
      <Text fw={600}>{t`Delivery`}</Text>
      {saved ? (
        <Text size="sm" c="dimmed" data-testid="delivery-estimate-place">
          {t`To ${label}, ${place}`}
        </Text>
      ) : (
        <NativeSelect
          label={t`Deliver to`}
          value={provinceId}
          onChange={(event) => setProvinceId(event.currentTarget.value)}
          data={[
            { value: '', label: t`Choose your province` },
            ...(provinces.data ?? []).map((province) => ({ value: String(province.id), label: nameOf(province) })),
          ]}
          disabled={!provinces.data}
        />
      )}
      {destination === null ? (
        <Text size="sm" c="dimmed">{t`Choose a province to see what delivery costs.`}</Text>
      ) : quote.isError ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          {apiErrorText(quote.error)}
        </Alert>
      ) : quote.data ? (
        <EstimateFigures quote={quote.data} />
      ) : (
        <Text size="sm" c="dimmed">{t`Pricing delivery…`}</Text>
      )}
    </Stack>
  );
}

function EstimateFigures({ quote }: { quote: DeliveryQuote }) {
  const { t, i18n } = useLingui();
  const nameOf = useLocalizedName();
  const province = nameOf(quote.location);
  if (quote.outsideZones) {
    return (
      <Alert color="orange" variant="light" p="xs">
        {t`We do not deliver to ${province} yet. You can pick up your order at each supplier's store, free.`}
      </Alert>
    );
  }
  const cheapest = quote.parts.map((part) => ({ part, option: cheapestOption(part) }));
  const shipped = cheapest.flatMap(({ option }) => (option ? [option] : []));
  return (
    <Stack gap={6}>
      {cheapest.map(({ part, option }) => {
        const supplier = nameOf(part.supplier);
        const days = option ? daysText(i18n, option.daysMin, option.daysMax) : null;
        const way = option ? i18n._(deliveryChoiceLabels[option.option]) : '';
        const fee = option ? (Number(option.fee) === 0 ? t`free` : formatMoney(option.fee)) : '';
        return (
          <Text
            key={part.supplier.id}
            size="sm"
            data-testid="delivery-estimate-part"
            data-supplier-id={part.supplier.id}
          >
            {option
              ? days
                ? t`${supplier}: ${way}, ${fee}, ${days}`
                : t`${supplier}: ${way}, ${fee}`
              : t`${supplier}: pickup at the store only`}
          </Text>
        );
      })}
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text size="sm" fw={600}>{t`Delivery from`}</Text>
        <Amount
          usd={sumMoney(shipped.map((option) => option.fee))}
          khr={sumRiel(shipped.map((option) => option.feeKhr))}
          size="sm"
          strong
          align="end"
          testId="delivery-estimate-total"
        />
      </Group>
      <Text
        size="xs"
        c="dimmed"
      >{t`Pickup at the supplier's store is free. You choose how each part comes at checkout.`}</Text>
    </Stack>
  );
}
