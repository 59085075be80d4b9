import { useSyncExternalStore } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { keptCartAdds, subscribeKeptCartAdds, type KeptAdd } from '@shop/client/offline-cart.ts';

/**
 * The adds to cart pressed offline that wait to be sent (@shop/client/offline-cart.ts), above the cart: a shopper's
 * own and those a signed-out visitor kept in this browser (sent into the account too), or a visitor's. Follows the
 * kept adds as they are sent, in this tab or another.
 */
export function WaitingAdds({ userId }: { userId: number | null }) {
  const { t } = useLingui();
  const all = useSyncExternalStore(subscribeKeptCartAdds, keptCartAdds);
  const waiting = all.filter((add) => add.userId === null || add.userId === userId);
  if (waiting.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="cart-waiting">
      <Stack gap="xs">
        <Title order={2} size="h5">{t`Waiting to be added`}</Title>
        <Text size="sm" c="dimmed">
          {t`You added these while you were offline. They are sent to your cart when you are back online.`}
        </Text>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {waiting.map((add, index) => (
            <WaitingLine key={add.id ?? index} add={add} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function WaitingLine({ add }: { add: KeptAdd }) {
  const { t } = useLingui();
  const quantity = add.body.quantity ?? 1;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="cart-waiting-line">
      <Text size="sm" fw={600}>
        {add.name ?? t`An item`} × {quantity}
      </Text>
      <Badge color="gray" variant="light">{t`Waiting`}</Badge>
    </Group>
  );
}
