import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { auditKeys, ListScreen, StatusBadge } from '@shop/admin';
import { AUDIT_ACTIONS, type AuditEntryView } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { useAuditActors } from '../api/audit-actors.ts';

/** Resources whose writes are audited (the API's route names). */
const ENTITIES = [
  'currency',
  'payment-method',
  'language',
  'configuration',
  'unit-type',
  'year',
  'attachment',
  'user',
  'supplier',
  'store',
  'order',
  'view',
  'release',
];

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A day of the date filter as the API's instant: the start of that day (from) or of the next (to, exclusive). */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const nextDayStart = (day: string) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
};

/** The audit trail (admins): who changed what and when, filtered by person, record kind, action and date. */
export function AuditPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const actors = useAuditActors();
  return (
    <ListScreen<AuditEntryView>
      screen="admin-system/audit"
      title={t`Audit trail`}
      resource="/api/backend/audit"
      queryKey={auditKeys.lists()}
      filters={[
        {
          name: 'actor',
          label: t`Person`,
          kind: 'select',
          options: (actors.data ?? []).map((user) => ({ value: String(user.id), label: user.name })),
        },
        {
          name: 'entity',
          label: t`Record kind`,
          kind: 'select',
          options: ENTITIES.map((entity) => ({ value: entity, label: entity })),
        },
        {
          name: 'action',
          label: t`Action`,
          kind: 'select',
          options: AUDIT_ACTIONS.map((action) => ({ value: action, label: action })),
        },
        { name: 'from', label: t`From`, kind: 'date', toApi: dayStart },
        { name: 'to', label: t`Until`, kind: 'date', toApi: nextDayStart },
      ]}
      columns={[
        { accessor: 'at', title: t`When`, render: (row) => formatDate(i18n, row.at, 'date-time') },
        { accessor: 'actor', title: t`Person`, render: (row) => row.actor?.name ?? t`System` },
        {
          accessor: 'action',
          title: t`Action`,
          render: (row) => <StatusBadge status={row.action.toUpperCase()}>{row.action}</StatusBadge>,
        },
        {
          accessor: 'entity',
          title: t`Record`,
          render: (row) => <span data-testid="audit-record">{`${row.entity} #${row.entityId}`}</span>,
        },
        {
          accessor: 'changes',
          title: t`Changes`,
          render: (row) => (
            <Stack gap={0}>
              {row.note ? <Text size="xs">{row.note}</Text> : null}
              {row.changes.map((change) => (
                <Text key={change.field} size="xs">
                  {change.field}: {shown(change.from)} → {shown(change.to)}
                </Text>
              ))}
            </Stack>
          ),
        },
      ]}
      empty={{ title: t`Nothing recorded yet`, hint: t`Every change made in the back-office appears here.` }}
    />
  );
}
