import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { SessionUser } from '@shop/client';
import { routeLocaleOrDefault } from '@shop/i18n';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { SocialSignIn } from '../../features/auth/components/social-sign-in.tsx';
import { signInDestination } from '../../features/auth/utils/sign-in-destination.ts';
import { RemotePage } from '../../lib/remote-page.tsx';
import { usePageTitle } from '@shop/ui';

export function SignInPage() {
  const { t } = useLingui();
  usePageTitle(t`Sign in`);
  const navigate = useNavigate();
  const locale = routeLocaleOrDefault(useParams().locale);
  const [search] = useSearchParams();
  const done = (user: SessionUser | null) =>
    void navigate(signInDestination(user, locale, search.get('returnTo')), { replace: true });
  return (
    <RemotePage>
      <Container size={420} py="xl">
        <Paper withBorder p="xl">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {t`Sign in`}
            </Title>
            <SignInForm onSignedIn={done} />
            <Anchor component={Link} to={`/${locale}/reset-password`} size="sm">
              {t`Forgot your password?`}
            </Anchor>
            <SocialSignIn divider={t`or`} onSignedIn={done} />
            <Group gap={4}>
              <Text size="sm" c="dimmed">
                {t`No account yet?`}
              </Text>
              <Anchor
                component={Link}
                to={`/${locale}/register${search.get('returnTo') ? `?returnTo=${encodeURIComponent(search.get('returnTo')!)}` : ''}`}
                size="sm"
              >
                {t`Create an account`}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </RemotePage>
  );
}
