import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { PeopleList, useStatusFilter } from './people-list.tsx';

/** Customers and dealers: search by name, e-mail or phone; filter by type, state and approval. */
export function PeoplePage() {
  const { t } = useLingui();
  const { locale } = useParams();
  const status = useStatusFilter();
  return (
    <PeopleList
      screen="admin-system/user"
      title={t`Customers and dealers`}
      baseQuery={{ group: 'shopper' }}
      filters={[
        {
          name: 'type',
          label: t`Type`,
          kind: 'select',
          options: [
            { value: 'CUSTOMER', label: t`Customer` },
            { value: 'DEALER', label: t`Dealer` },
            { value: 'USER', label: t`User` },
          ],
        },
        status,
        {
          name: 'dealerApproved',
          label: t`Dealer approval`,
          kind: 'select',
          options: [
            { value: 'false', label: t`Waiting for approval` },
            { value: 'true', label: t`Approved` },
          ],
        },
      ]}
      actions={
        <Button component={Link} to={`/${locale}/admin/dealers`} variant="light" data-testid="dealer-queue-link">
          {t`Dealers waiting for approval`}
        </Button>
      }
      empty={{ title: t`No customers yet`, hint: t`Shoppers appear here when they register.` }}
    />
  );
}

/** The dealer approval queue: dealers who registered and wait; one click approves and notifies them. */
export function DealerQueuePage() {
  const { t } = useLingui();
  return (
    <PeopleList
      screen="admin-system/dealer-queue"
      title={t`Dealers waiting for approval`}
      baseQuery={{ type: 'DEALER', dealerApproved: false, status: 'active' }}
      filters={[]}
      empty={{ title: t`No dealer is waiting`, hint: t`A dealer who registers appears here until you approve them.` }}
    />
  );
}
