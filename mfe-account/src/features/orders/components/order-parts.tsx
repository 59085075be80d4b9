import { useId } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OrderPartView } from '@shop/contracts';
import { Amount } from '@shop/ui';
import { localizedName } from '@shop/i18n';
import { OrderHistory } from './order-history.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/**
 * Each supplier's part of the order with its own progress (decisions.md, "Per-supplier fulfilment"): the supplier, the
 * part's status, its total and its timeline. One column on a phone, two from a tablet up. A region named by its heading,
 * each part an article named by its supplier, so a screen reader can jump to them.
 */
export function OrderParts({ parts }: { parts: OrderPartView[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" id={`${id}-title`}>
        {t`Progress by supplier`}
      </Title>
      <Text size="sm" c="dimmed">
        {t`Each supplier prepares and sends its own part of your order.`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {parts.map((part) => {
          const supplier = localizedName(part.supplier, i18n.locale);
          return (
            <Card
              key={part.id}
              withBorder
              padding="md"
              component="article"
              aria-labelledby={`${id}-${part.id}`}
              data-supplier-id={part.supplier.id}
              data-status={part.status}
            >
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600} id={`${id}-${part.id}`}>
                    {supplier}
                  </Text>
                  <OrderStatusBadge status={part.status} testId="order-part-status" />
                </Group>
                <Amount usd={part.total} khr={part.totalKhr} size="sm" testId="order-part-total" />
                <OrderHistory history={part.history} label={t`Progress of ${supplier}'s part`} />
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
