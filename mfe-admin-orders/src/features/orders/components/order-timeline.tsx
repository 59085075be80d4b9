import { Text, Timeline } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { OrderDetailView } from '@shop/contracts';
import { useSystemNote } from '@shop/admin';
import { formatDate, localizedName } from '@shop/i18n';
import { useOrderStatusLabel } from '@shop/ui';

/**
 * The order's status moves, oldest first: to what, who and when, and the move's note. A move of one supplier's part
 * (each part moves by itself) names that supplier; a move of the whole order (its placing) names none.
 */
export function OrderTimeline({
  history,
  parts,
}: {
  history: OrderDetailView['history'];
  parts: OrderDetailView['parts'];
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const statusLabel = useOrderStatusLabel();
  const systemNote = useSystemNote();
  const supplierOf = (partId: number | null | undefined) => {
    const part = parts.find((candidate) => candidate.id === partId);
    return part ? localizedName(part.supplier, i18n.locale) : null;
  };
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} data-testid="order-timeline">
      {history.map((move, index) => {
        const status = statusLabel(move.to);
        const supplier = parts.length > 1 ? supplierOf(move.partId) : null;
        return (
          <Timeline.Item key={`${move.at}-${move.to}-${index}`} title={supplier ? t`${status} · ${supplier}` : status}>
            <Text size="xs" c="dimmed">
              {formatDate(i18n, move.at, 'date-time')} · {move.changedBy?.name ?? t`System`}
            </Text>
            {move.note || move.noteCode ? (
              <Text size="sm">{move.note ?? systemNote(move.noteCode, move.noteFacts)}</Text>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
