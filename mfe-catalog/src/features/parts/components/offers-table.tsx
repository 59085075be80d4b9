import { Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Offer } from '@shop/contracts';
import { AvailabilityBadge } from '../../../lib/availability.tsx';
import { AddToCart } from '../../../lib/checkout-widgets.tsx';
import { useLocalizedName } from '../../../lib/localized-name.ts';
import { Price } from '../../../lib/price.tsx';

/** Every store that sells the item: its price in USD and KHR, how many it has, and its add-to-cart button. */
export function OffersTable({ offers, itemId }: { offers: Offer[]; itemId: number }) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  if (offers.length === 0) return <Text c="dimmed">{t`No store sells this yet.`}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" data-testid="offers-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Store`}</Table.Th>
            <Table.Th>{t`Price`}</Table.Th>
            <Table.Th>{t`Availability`}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.stockId}>
              <Table.Td>
                <Text fw={500}>{nameOf(offer.store)}</Text>
                <Text size="xs" c="dimmed">
                  {nameOf(offer.supplier)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Price usd={offer.price} khr={offer.priceKhr} size="sm" />
              </Table.Td>
              <Table.Td>
                <AvailabilityBadge availability={offer.availability} quantity={offer.quantity} />
              </Table.Td>
              <Table.Td>
                <AddToCart stockId={offer.stockId} itemId={itemId} disabled={offer.quantity === 0} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
