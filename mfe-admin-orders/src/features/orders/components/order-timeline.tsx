import { Text, Timeline } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { OrderDetailView } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { useOrderStatusLabel } from '@shop/ui';

/** The order's status moves, oldest first: to what, who and when, and the move's note. */
export function OrderTimeline({ history }: { history: OrderDetailView['history'] }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const statusLabel = useOrderStatusLabel();
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} data-testid="order-timeline">
      {history.map((move) => (
        <Timeline.Item key={`${move.at}-${move.to}`} title={statusLabel(move.to)}>
          <Text size="xs" c="dimmed">
            {formatDate(i18n, move.at, 'date-time')} · {move.changedBy?.name ?? t`System`}
          </Text>
          {move.note ? <Text size="sm">{move.note}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
