import { useState } from 'react';
import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { SessionUser } from '@shop/client';
import type { RegisterUserType } from '@shop/contracts';
import { routeLocaleOrDefault } from '@shop/i18n';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { SocialSignIn } from '../../features/auth/components/social-sign-in.tsx';
import { signInDestination } from '../../features/auth/utils/sign-in-destination.ts';
import { RemotePage } from '../../lib/remote-page.tsx';
import { usePageTitle } from '@shop/ui';

export function RegisterPage() {
  const { t } = useLingui();
  usePageTitle(t`Create an account`);
  const navigate = useNavigate();
  const locale = routeLocaleOrDefault(useParams().locale);
  const [type, setType] = useState<RegisterUserType>('CUSTOMER');
  // Like sign-in: back where the shopper came from (checkout, with the guest's cart merged), else the account.
  const returnTo = useSearchParams()[0].get('returnTo');
  const done = (user: SessionUser | null) =>
    void navigate(signInDestination(user, locale, returnTo), { replace: true });
  const back = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  return (
    <RemotePage>
      <Container size={460} py="xl">
        <Paper withBorder p="xl">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {t`Create an account`}
            </Title>
            <RegisterForm type={type} onTypeChange={setType} onRegistered={done} />
            <SocialSignIn divider={t`or register with`} userType={type} onSignedIn={done} />
            <Group gap={4}>
              <Text size="sm" c="dimmed">
                {t`Already have an account?`}
              </Text>
              <Anchor component={Link} to={`/${locale}/sign-in${back}`} size="sm">
                {t`Sign in`}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </RemotePage>
  );
}
