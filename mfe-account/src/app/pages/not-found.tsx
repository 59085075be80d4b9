import { Anchor, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/** An address below orders or invoices whose id is not a number. */
export function NotFound({ locale }: { locale: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" data-testid="not-found">
      <Text>{t`This page does not exist.`}</Text>
      <Anchor component={Link} to={`/${locale}/orders`}>
        {t`Back to my orders`}
      </Anchor>
    </Stack>
  );
}
