import { Text, Timeline } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OrderDetailView } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { useOrderStatusLabel } from '@shop/ui';

/** Every move of the order's status, oldest first: from, to, who, when and the note or reason given. */
export function OrderHistory({ history, label: name }: { history: OrderDetailView['history']; label?: string }) {
  const { t, i18n } = useLingui();
  const label = useOrderStatusLabel();
  // The timeline's system-written notes arrive as a code with facts (system-note.ts), worded here.
  const systemNote = (move: OrderDetailView['history'][number]) => {
    if (move.noteCode === 'INVOICE_PAID') return t`Invoice paid in full`;
    if (move.noteCode === 'BANK_PAYMENT') return t`Paid by KHQR, confirmed by the bank`;
    if (move.noteCode === 'LAST_LINE_CANCELLED') return t`The last open line was cancelled`;
    return move.noteCode ?? null;
  };
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-label={name ?? t`Status history`}>
      {history.map((move, index) => {
        const to = label(move.to);
        const from = move.from ? label(move.from) : null;
        const who = move.changedBy?.name;
        return (
          <Timeline.Item
            key={`${move.at}-${index}`}
            title={from ? t`${from} → ${to}` : t`Placed: ${to}`}
            data-testid="status-move"
            data-to={move.to}
          >
            <Text size="xs" c="dimmed">
              {formatDate(i18n, move.at, 'date-time')}
              {who ? ` · ${t`by ${who}`}` : ''}
            </Text>
            {move.note || move.noteCode ? (
              <Text size="sm" mt={4} data-testid="status-move-note">
                {move.note ?? systemNote(move)}
              </Text>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
