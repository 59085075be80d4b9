// What a record page shows when its record could not be read: "not found" (in the reader's language) when the API
// answered 404, which is also its answer for a record that is not the viewer's (a supplier asking for another
// supplier's order); the connection error only when no answer came or the server failed.
import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { httpStatus } from '@shop/client';
import { EmptyBlock, ErrorBlock } from '@shop/ui';

export interface RecordErrorProps {
  error: unknown;
  onRetry: () => void;
  /** Where the record's list is (`/en/admin/orders`), offered as the way on. */
  back?: { to: string; label: string };
}

export function RecordError({ error, onRetry, back }: RecordErrorProps) {
  const { t } = useLingui();
  if (httpStatus(error) !== 404) return <ErrorBlock onRetry={onRetry} />;
  return (
    <EmptyBlock
      title={t`Not found`}
      hint={t`This record does not exist, or it is not yours to see.`}
      action={
        back ? (
          <Button component={Link} to={back.to} variant="light">
            {back.label}
          </Button>
        ) : undefined
      }
    />
  );
}
