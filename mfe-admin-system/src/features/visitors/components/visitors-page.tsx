import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { ListScreen } from '@shop/admin';
import { createQueryKeys } from '@shop/client';
import type { VisitorView } from '@shop/contracts';
import { formatDate } from '@shop/i18n';

export const visitorKeys = createQueryKeys('visitor');

/** Storefront visitors (admins): one row per visitor per day, with where they landed and came from; nothing personal. */
export function VisitorsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <ListScreen<VisitorView>
      screen="admin-system/visitor"
      title={t`Visitors`}
      resource="/api/backend/visitor"
      queryKey={visitorKeys.lists()}
      filters={[
        {
          name: 'locale',
          label: t`Language`,
          kind: 'select',
          options: [
            { value: 'en', label: t`English` },
            { value: 'kh', label: t`Khmer` },
          ],
        },
        {
          name: 'referrer',
          label: t`Came from`,
          kind: 'select',
          options: [
            { value: 'none', label: t`Direct (no referrer)` },
            { value: 'google', label: 'Google' },
            { value: 'facebook', label: 'Facebook' },
          ],
        },
        { name: 'from', label: t`From`, kind: 'date' },
        { name: 'to', label: t`Until`, kind: 'date' },
      ]}
      columns={[
        {
          accessor: 'createdAt',
          title: t`First visit of the day`,
          render: (row) => formatDate(i18n, row.createdAt, 'date-time'),
        },
        {
          accessor: 'landingPath',
          title: t`Landing page`,
          render: (row) => <span data-testid="visitor-path">{row.landingPath}</span>,
        },
        { accessor: 'referrerHost', title: t`Came from`, render: (row) => row.referrerHost ?? t`Direct` },
        { accessor: 'locale', title: t`Language`, render: (row) => (row.locale === 'kh' ? t`Khmer` : t`English`) },
      ]}
      empty={{
        title: t`No visitors in this view`,
        hint: t`Each visitor counts once a day, from their first page of the storefront. Robots are not counted.`,
      }}
    />
  );
}
