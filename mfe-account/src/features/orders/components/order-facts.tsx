import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OrderDetailView } from '@shop/contracts';
import { Amount } from '@shop/ui';
import { localizedName } from '@shop/i18n';
import { OrderDelivery } from './order-delivery.tsx';

function usePaymentAndShippingLabels() {
  const { t } = useLingui();
  const payment: Record<string, string> = { CASH: t`Cash on delivery`, BANK: t`Bank transfer` };
  const shipping: Record<string, string> = {
    'Ground Way': t`By road`,
    'Rail Way': t`By rail`,
    'Water Way': t`By water`,
    'Air Way': t`By air`,
  };
  return { payment: (value: string) => payment[value] ?? value, shipping: (value: string) => shipping[value] ?? value };
}

/** Where the order goes, how it travels and is paid, and what it costs. */
export function OrderFacts({ order, addressAction }: { order: OrderDetailView; addressAction?: ReactNode }) {
  const { t, i18n } = useLingui();
  const labels = usePaymentAndShippingLabels();
  const { address, note } = order;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Card withBorder data-testid="order-address">
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t`Delivery address`}
          </Title>
          {address.recipientName ? (
            <Text size="sm" fw={600}>
              {address.recipientName}
            </Text>
          ) : null}
          <Text size="sm">
            {address.address},{' '}
            {localizedName({ name: address.locationName, nameKh: address.locationNameKh }, i18n.locale)}
          </Text>
          {address.phone ? (
            <Text size="sm" c="dimmed">
              {address.phone}
            </Text>
          ) : null}
          {addressAction}
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t`Shipping and payment`}
          </Title>
          {order.parts.some((part) => part.delivery) ? (
            <OrderDelivery parts={order.parts} />
          ) : (
            <Text size="sm" data-testid="order-shipping">
              {labels.shipping(order.shippingOption)}
            </Text>
          )}
          <Text size="sm" data-testid="order-payment">
            {labels.payment(order.paymentMethod)}
          </Text>
          {note ? (
            <Text size="sm" c="dimmed">
              {t`Note: ${note}`}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t`Total`}
          </Title>
          <div data-testid="order-total">
            <Amount usd={order.total} khr={order.totalKhr} size="lg" strong testId="amount" />
          </div>
          {Number(order.deliveryTotal) > 0 ? (
            <Text size="sm" c="dimmed" component="div" data-testid="order-delivery-total">
              {t`Of which delivery`}{' '}
              <Amount usd={order.deliveryTotal} khr={order.deliveryTotalKhr} size="sm" testId="amount" />
            </Text>
          ) : null}
          {order.dealerPricing ? (
            <Text size="xs" c="dimmed">
              {t`Dealer prices`}
            </Text>
          ) : null}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
