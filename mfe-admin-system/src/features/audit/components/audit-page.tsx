import { Anchor, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AuditEntryDetails, auditKeys, ListScreen, StatusBadge, useAuditWords, type ListColumn } from '@shop/admin';
import { AUDIT_ACTIONS, AUDIT_KINDS, type AuditEntryView } from '@shop/contracts';
import type { I18n } from '@lingui/core';
import { formatDate, formatNumber } from '@shop/i18n';
import { useAuditActors } from '../api/audit-actors.ts';

/** A day of the date filter as the API's instant: the start of that day (from) or of the next (to, exclusive). */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const nextDayStart = (day: string) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
};

/** The viewer's distance from universal time (`+7`, `-3:30`), which the times on the screen are in. */
function utcOffset(i18n: I18n): string {
  const minutes = -new Date().getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const hours = formatNumber(i18n, Math.floor(Math.abs(minutes) / 60));
  const rest = Math.abs(minutes) % 60;
  return `${sign}${hours}${rest ? `:${formatNumber(i18n, rest, { minimumIntegerDigits: 2 })}` : ''}`;
}

/** The trail's columns as a person reads them (the screen's table draws these cells). */
export function useAuditColumns(): ListColumn<AuditEntryView>[] {
  const { t, i18n } = useLingui();
  const words = useAuditWords();
  return [
    { accessor: 'at', title: t`When`, render: (row) => formatDate(i18n, row.at, 'date-time') },
    { accessor: 'actor', title: t`Person`, render: (row) => words.actor(row.actor) },
    {
      accessor: 'action',
      title: t`Action`,
      render: (row) => <StatusBadge status={row.action.toUpperCase()}>{words.action(row.action)}</StatusBadge>,
    },
    {
      accessor: 'entity',
      title: t`Record`,
      render: (row) => {
        const name = words.record(row.entity, row.entityId, row.record);
        const href = words.href(row);
        return (
          <Stack gap={0} data-testid="audit-record">
            <Text size="xs" c="dimmed">
              {words.kind(row.entity)}
            </Text>
            {href ? (
              <Anchor component={Link} to={href} size="sm" data-testid="audit-record-link">
                {name}
              </Anchor>
            ) : (
              <Text size="sm">{name}</Text>
            )}
          </Stack>
        );
      },
    },
    { accessor: 'changes', title: t`Changes`, render: (row) => <AuditEntryDetails entry={row} /> },
  ];
}

/**
 * The audit trail (admins): who changed what and when, read as sentences in the viewer's language and time zone:
 * records by name with a link to their page, fields and actions worded, filtered by person, record kind (every kind
 * the API audits), action and date.
 */
export function AuditPage() {
  const { t, i18n } = useLingui();
  const words = useAuditWords();
  const actors = useAuditActors();
  const columns = useAuditColumns();
  const byWord = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, i18n.locale);
  const offset = utcOffset(i18n);
  return (
    <ListScreen<AuditEntryView>
      screen="admin-system/audit"
      title={t`Audit trail`}
      resource="/api/backend/audit"
      queryKey={auditKeys.lists()}
      belowTitle={
        <Text size="sm" c="dimmed" data-testid="audit-time-zone">
          {t`Times are shown in your time zone (UTC${offset}).`}
        </Text>
      }
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
          options: AUDIT_KINDS.map((kind) => ({ value: kind, label: words.kind(kind) })).sort(byWord),
        },
        {
          name: 'action',
          label: t`Action`,
          kind: 'select',
          options: AUDIT_ACTIONS.map((action) => ({ value: action, label: words.action(action) })),
        },
        { name: 'from', label: t`From`, kind: 'date', toApi: dayStart },
        { name: 'to', label: t`Until`, kind: 'date', toApi: nextDayStart },
      ]}
      columns={columns}
      empty={{ title: t`Nothing recorded yet`, hint: t`Every change made in the back-office appears here.` }}
    />
  );
}
