import { Anchor, Paper, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/** Staff accounts do not shop: their pages are in the back-office. */
export function StaffNotice({ locale }: { locale: string }) {
  const { t } = useLingui();
  return (
    <Paper withBorder p="md">
      <Text>
        {t`Staff accounts are managed in the back-office.`}{' '}
        <Anchor component={Link} to={`/${locale}/admin`}>
          {t`Go to the back-office`}
        </Anchor>
      </Text>
    </Paper>
  );
}
