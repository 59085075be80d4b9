import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { STOCK_CHANGE_REASONS, type StockChangeReason } from '@shop/contracts';
import { idParam } from '@shop/federation/route-params.ts';
import { noteText, useSystemNote } from '@shop/admin';
import { formatDate, formatNumber, localizedName } from '@shop/i18n';
import { Amount, EmptyBlock, ErrorBlock, LoadingBlock } from '@shop/ui';
import { RecordError } from '@shop/admin';
import { useStockReasonLabel } from '../../../lib/stock-words.ts';
import { useStock } from '../api/get-stock.ts';
import { useStockHistory } from '../api/get-stock-history.ts';
import { StockAdjustModal, StockIncreaseModal } from './stock-forms.tsx';

const PAGE_SIZE = 20;

/** One stock: what it is and holds, and its append-only history as a timeline, newest first. */
export function StockHistoryPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const systemNote = useSystemNote();
  const params = useParams();
  const id = idParam(params.id) ?? 0;
  const stock = useStock(id);
  const [page, setPage] = useState(0);
  const [reason, setReason] = useState<StockChangeReason | null>(null);
  const history = useStockHistory(id, { page, size: PAGE_SIZE, ...(reason ? { reason } : {}) });
  const reasonLabel = useStockReasonLabel();
  const [open, setOpen] = useState<'increase' | 'adjust'>();

  if (!id) return <EmptyBlock title={t`No such stock`} />;
  if (stock.isPending) return <LoadingBlock />;
  if (stock.isError)
    return (
      <RecordError
        error={stock.error}
        onRetry={() => void stock.refetch()}
        back={{ to: `/${params.locale}/admin/stock`, label: t`Back to stock` }}
      />
    );
  const row = stock.data;
  const rows = history.data?.data ?? [];
  return (
    <Stack gap="md" data-screen="admin-stock/stock-history">
      <Group justify="space-between" align="flex-end">
        <div>
          <Button component={Link} to={`/${params.locale}/admin/stock`} variant="subtle" size="compact-sm" px={0}>
            {t`← Stock`}
          </Button>
          <Title order={1}>{t`History of ${row.item.partNumber}`}</Title>
        </div>
        <Group gap="xs">
          <Button variant="light" onClick={() => setOpen('increase')}>
            {t`Increase`}
          </Button>
          <Button variant="light" onClick={() => setOpen('adjust')} data-testid="history-adjust">
            {t`Adjust`}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <div>
            <Text size="xs" c="dimmed">{t`Item`}</Text>
            <Text size="sm">{localizedName(row.item, i18n.locale)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">{t`Store`}</Text>
            <Text size="sm">{localizedName(row.store, i18n.locale)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">{t`Quantity`}</Text>
            <Group gap={6}>
              <Text size="sm" fw={700} data-testid="history-quantity">
                {formatNumber(i18n, row.quantity)}
              </Text>
              {row.low ? <Badge color="red" variant="light">{t`Low`}</Badge> : null}
            </Group>
          </div>
          <div>
            <Text size="xs" c="dimmed">{t`Price`}</Text>
            <Amount usd={row.price} size="sm" />
          </div>
        </SimpleGrid>
      </Paper>
      <Select
        label={t`Reason`}
        w={220}
        clearable
        value={reason}
        onChange={(value) => {
          setReason(value as StockChangeReason | null);
          setPage(0);
        }}
        data={STOCK_CHANGE_REASONS.map((value) => ({ value, label: reasonLabel(value) }))}
      />
      {history.isError ? (
        <ErrorBlock onRetry={() => void history.refetch()} />
      ) : history.isPending ? (
        <LoadingBlock />
      ) : rows.length === 0 ? (
        <EmptyBlock
          title={t`No changes yet`}
          hint={t`Orders, cancels, increases and adjustments of this stock appear here.`}
        />
      ) : (
        <Timeline bulletSize={18} lineWidth={2} data-testid="stock-history">
          {rows.map((entry) => (
            <Timeline.Item
              key={entry.id}
              color={entry.change < 0 ? 'red' : 'green'}
              data-testid="history-entry"
              data-reason={entry.reason}
              title={
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {reasonLabel(entry.reason)}
                  </Text>
                  <Badge variant="light" color={entry.change < 0 ? 'red' : 'green'}>
                    {entry.change > 0 ? `+${formatNumber(i18n, entry.change)}` : formatNumber(i18n, entry.change)}
                  </Badge>
                </Group>
              }
            >
              <Text size="sm">{t`${formatNumber(i18n, entry.quantityBefore)} → ${formatNumber(i18n, entry.quantityAfter)}`}</Text>
              {entry.note || entry.noteCode ? (
                <Text size="sm" c="dimmed">
                  {noteText(systemNote(entry.noteCode, entry.noteFacts), entry.note)}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {entry.createdBy
                  ? `${formatDate(i18n, entry.createdAt, 'date-time')} · ${entry.createdBy.name}`
                  : formatDate(i18n, entry.createdAt, 'date-time')}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {(history.data?.pagination.totalPage ?? 0) > 1 ? (
        <Pagination
          total={history.data!.pagination.totalPage}
          value={page + 1}
          onChange={(value) => setPage(value - 1)}
        />
      ) : null}
      {open === 'increase' ? <StockIncreaseModal stock={row} onClose={() => setOpen(undefined)} /> : null}
      {open === 'adjust' ? <StockAdjustModal stock={row} onClose={() => setOpen(undefined)} /> : null}
    </Stack>
  );
}
