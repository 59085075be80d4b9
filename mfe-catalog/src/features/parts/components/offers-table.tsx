import { useState } from 'react';
import { Group, NumberInput, Paper, Stack, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Offer } from '@shop/contracts';
import { AvailabilityBadge } from '../../../lib/availability.tsx';
import { AddToCart } from '../../../lib/checkout-widgets.tsx';
import { useLocalizedName } from '@shop/i18n';
import { Price } from '../../../lib/price.tsx';
import { usePhoneWidth } from '@shop/ui/phone-width.ts';

/**
 * Every store that sells the item: its price in USD and KHR, how many it has, a quantity and its add-to-cart
 * button. A table from the `sm` breakpoint; below it one card per store, so a phone shows every store's button
 * without scrolling sideways. Only one of the two is rendered (each button once in the page).
 */
export function OffersTable({ offers, itemId, name }: { offers: Offer[]; itemId: number; name: string }) {
  const { t } = useLingui();
  const narrow = usePhoneWidth();
  if (offers.length === 0) return <Text c="dimmed">{t`No store sells this yet.`}</Text>;
  if (narrow) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="offer-cards">
        {offers.map((offer) => (
          <OfferCard key={offer.stockId} offer={offer} itemId={itemId} name={name} />
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="sm" data-testid="offers-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Store`}</Table.Th>
          <Table.Th>{t`Price`}</Table.Th>
          <Table.Th>{t`Availability`}</Table.Th>
          <Table.Th>{t`Quantity`}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {offers.map((offer) => (
          <OfferRow key={offer.stockId} offer={offer} itemId={itemId} name={name} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function StoreName({ offer }: { offer: Offer }) {
  const nameOf = useLocalizedName();
  return (
    <div>
      <Text fw={500}>{nameOf(offer.store)}</Text>
      <Text size="xs" c="dimmed">
        {nameOf(offer.supplier)}
      </Text>
    </div>
  );
}

/** How many of the store's offer to add (in the base unit), 1 to what the store has; the field and its value. */
function useOfferQuantity(offer: Offer) {
  const [quantity, setQuantity] = useState(1);
  return { quantity, field: <OfferQuantity offer={offer} value={quantity} onChange={setQuantity} /> };
}

function OfferQuantity({ offer, value, onChange }: { offer: Offer; value: number; onChange(value: number): void }) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  return (
    <NumberInput
      aria-label={t`Quantity from ${nameOf(offer.store)}`}
      value={value}
      onChange={(next) =>
        onChange(typeof next === 'number' && next >= 1 ? Math.min(next, Math.max(offer.quantity, 1)) : 1)
      }
      min={1}
      max={Math.max(offer.quantity, 1)}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      disabled={offer.quantity === 0}
      w={84}
      size="sm"
      data-testid="offer-quantity"
    />
  );
}

function OfferRow({ offer, itemId, name }: { offer: Offer; itemId: number; name: string }) {
  const { quantity, field } = useOfferQuantity(offer);
  return (
    <Table.Tr data-testid="offer" data-stock-id={offer.stockId}>
      <Table.Td>
        <StoreName offer={offer} />
      </Table.Td>
      <Table.Td>
        <Price usd={offer.price} khr={offer.priceKhr} kind={offer.priceKind} size="sm" />
      </Table.Td>
      <Table.Td>
        <AvailabilityBadge availability={offer.availability} quantity={offer.quantity} />
      </Table.Td>
      <Table.Td>{field}</Table.Td>
      <Table.Td>
        <AddToCart
          stockId={offer.stockId}
          itemId={itemId}
          name={name}
          quantity={quantity}
          disabled={offer.quantity === 0}
        />
      </Table.Td>
    </Table.Tr>
  );
}

function OfferCard({ offer, itemId, name }: { offer: Offer; itemId: number; name: string }) {
  const { quantity, field } = useOfferQuantity(offer);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="offer" data-stock-id={offer.stockId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <StoreName offer={offer} />
          <Price usd={offer.price} khr={offer.priceKhr} kind={offer.priceKind} size="sm" />
        </Group>
        <AvailabilityBadge availability={offer.availability} quantity={offer.quantity} />
        <Group gap="sm" wrap="wrap">
          {field}
          <AddToCart
            stockId={offer.stockId}
            itemId={itemId}
            name={name}
            quantity={quantity}
            disabled={offer.quantity === 0}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
