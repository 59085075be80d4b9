import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@shop/i18n';
import { ErrorBlock, LoadingBlock } from '@shop/ui';
import { useRecordHistory } from './audit.ts';

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A record's history from the audit trail, newest first: who did what and which fields changed. */
export function HistoryPanel({ entity, id }: { entity: string; id: string | number }) {
  const { t, i18n } = useLingui();
  const history = useRecordHistory(entity, id);
  return (
    <Stack gap="sm" data-testid="history-panel">
      <Title order={2} size="h4">
        {t`History`}
      </Title>
      {history.isPending ? <LoadingBlock /> : null}
      {history.isError ? <ErrorBlock onRetry={() => void history.refetch()} /> : null}
      {history.data?.length === 0 ? <Text c="dimmed" size="sm">{t`No changes recorded yet.`}</Text> : null}
      {history.data && history.data.length > 0 ? (
        <Timeline bulletSize={12} lineWidth={2}>
          {history.data.map((row) => (
            <Timeline.Item key={row.id} title={row.action} data-testid="history-row">
              <Text size="xs" c="dimmed">
                {row.actor?.name ?? t`System`} · {formatDate(i18n, row.at, 'date-time')}
              </Text>
              {row.note ? <Text size="sm">{row.note}</Text> : null}
              {row.changes.map((change) => (
                <Text key={change.field} size="sm">
                  {change.field}: {shown(change.from)} → {shown(change.to)}
                </Text>
              ))}
            </Timeline.Item>
          ))}
        </Timeline>
      ) : null}
    </Stack>
  );
}
