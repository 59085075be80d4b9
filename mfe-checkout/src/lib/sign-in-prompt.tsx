import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { paths, useRouteLocale } from './paths.ts';

/** What a signed-out visitor sees instead of a shopper's page: sign in or register, then come back here. */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const location = useLocation();
  return (
    <Paper withBorder p="xl" radius="md" data-testid="sign-in-prompt">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.signIn(locale, `${location.pathname}${location.search}`)}>
            {t`Sign in`}
          </Button>
          <Button
            component={Link}
            variant="light"
            to={paths.register(locale, `${location.pathname}${location.search}`)}
          >
            {t`Create an account`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Staff accounts run the back-office; the cart and orders belong to shoppers (the API refuses them too). */
export function StaffNotice() {
  const { t } = useLingui();
  return (
    <Paper withBorder p="xl" radius="md">
      <Text>{t`Shopping is for customer and dealer accounts. Staff accounts work in the back-office.`}</Text>
    </Paper>
  );
}
