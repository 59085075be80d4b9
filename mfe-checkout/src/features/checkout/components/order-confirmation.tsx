import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import { useOrder } from '../api/get-order.ts';
import { orderStatusLabels, paymentKindLabels, shippingLabels } from './labels.ts';
import { OrderLinesSummary } from './order-lines-summary.tsx';
import { localizedName, useLocalizedName } from '@shop/i18n';
import { orderDeliveryCharges, OrderPartsDelivery } from './order-parts-delivery.tsx';
import { apiErrorText, OrderKhqr } from '@shop/ui';

/** The order just placed: its number and status, what it costs, where it goes, and the way to its page in the account. */
export function OrderConfirmation({ orderId }: { orderId: number }) {
  const { t, i18n } = useLingui();
  const locale = useRouteLocale();
  const order = useOrder(orderId);
  const nameOf = useLocalizedName();

  if (order.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t`Loading…`} />
      </Center>
    );
  }
  if (order.isError) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="order-error">
        {apiErrorText(order.error)}
      </Alert>
    );
  }
  const { data } = order;
  const number = data.id;
  const shipping = shippingLabels[data.shippingOption];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="order-confirmation" data-order-id={data.id}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">{t`Thank you, your order is placed`}</Title>
          <Group gap="sm">
            <Text size="lg" fw={600} data-testid="order-number">
              {t`Order #${number}`}
            </Text>
            <Badge color="yellow" variant="light" data-testid="order-status" data-status={data.status}>
              {i18n._(orderStatusLabels[data.status])}
            </Badge>
          </Group>
          <Text c="dimmed">{t`The shop will confirm it soon. You can follow it in your orders.`}</Text>
        </Stack>
        <OrderLinesSummary
          lines={data.lines}
          charges={orderDeliveryCharges(data, (message) => i18n._(message), nameOf)}
          total={data.total}
          totalKhr={data.totalKhr}
          testId="order-total"
        />
        {data.paymentMethod === 'BANK' && data.status !== 'CANCELLED' && data.status !== 'PAID' ? (
          <OrderKhqr orderId={data.id} />
        ) : null}
        <Stack gap={2}>
          <Text size="sm">
            <Text span fw={600}>{t`Delivery to:`}</Text> {data.address.address},{' '}
            {localizedName({ name: data.address.locationName, nameKh: data.address.locationNameKh }, i18n.locale)}
          </Text>
          {data.parts.some((part) => part.delivery) ? (
            <OrderPartsDelivery parts={data.parts} />
          ) : (
            <Text size="sm">
              <Text span fw={600}>{t`Shipping:`}</Text> {shipping ? i18n._(shipping) : data.shippingOption}
            </Text>
          )}
          <Text size="sm">
            <Text span fw={600}>{t`Payment:`}</Text> {i18n._(paymentKindLabels[data.paymentMethod])}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={paths.order(locale, data.id)}>
            {t`View the order`}
          </Button>
          <Button component={Link} to={paths.home(locale)} variant="default">
            {t`Continue shopping`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
