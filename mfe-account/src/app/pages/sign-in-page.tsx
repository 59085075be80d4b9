import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { routeLocaleOrDefault } from '@shop/i18n';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { signInDestination } from '../../features/auth/utils/sign-in-destination.ts';
import { RemotePage } from '../../lib/remote-page.tsx';

export function SignInPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const locale = routeLocaleOrDefault(useParams().locale);
  const [search] = useSearchParams();
  return (
    <RemotePage>
      <Container size={420} py="xl">
        <Paper withBorder p="xl">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {t`Sign in`}
            </Title>
            <SignInForm onSignedIn={(user) => void navigate(signInDestination(user, locale, search.get('returnTo')), { replace: true })} />
            <Text size="sm" c="dimmed">
              {t`No account yet?`}{' '}
              <Anchor component={Link} to={`/${locale}/register`}>
                {t`Create an account`}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Container>
    </RemotePage>
  );
}
