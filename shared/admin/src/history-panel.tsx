import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@shop/i18n';
import { ErrorBlock, LoadingBlock } from '@shop/ui';
import { useRecordHistory } from './audit.ts';
import { AuditEntryDetails } from './audit-entry-details.tsx';
import { useAuditWords } from './audit-words.ts';

/**
 * A record's history from the audit trail, newest first: who did what and which fields changed, in the reader's
 * words. Entries of the records shown with it (a part's fitments) say which one they are about.
 */
export function HistoryPanel({ entity, id }: { entity: string; id: string | number }) {
  const { t, i18n } = useLingui();
  const history = useRecordHistory(entity, id);
  const words = useAuditWords();
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
            <Timeline.Item
              key={row.id}
              title={
                row.entity === entity
                  ? words.action(row.action)
                  : `${words.action(row.action)} · ${words.kind(row.entity)}: ${words.record(row.entity, row.entityId, row.record)}`
              }
              data-testid="history-row"
            >
              <Text size="xs" c="dimmed">
                {words.actor(row.actor)} · {formatDate(i18n, row.at, 'date-time')}
              </Text>
              <AuditEntryDetails entry={row} size="sm" />
            </Timeline.Item>
          ))}
        </Timeline>
      ) : null}
    </Stack>
  );
}
