import { Anchor, Container, Paper, Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import type { SessionUser } from '@shop/client';
import { routeLocaleOrDefault } from '@shop/i18n';
import { ResetPasswordFlow } from '../../features/auth/components/reset-password-flow.tsx';
import { signInDestination } from '../../features/auth/utils/sign-in-destination.ts';
import { RemotePage } from '../../lib/remote-page.tsx';
import { usePageTitle } from '@shop/ui';

export function ResetPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Reset your password`);
  const navigate = useNavigate();
  const locale = routeLocaleOrDefault(useParams().locale);
  return (
    <RemotePage>
      <Container size={420} py="xl">
        <Paper withBorder p="xl">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {t`Reset your password`}
            </Title>
            <ResetPasswordFlow
              onDone={(user: SessionUser | null) => void navigate(signInDestination(user, locale), { replace: true })}
            />
            <Anchor component={Link} to={`/${locale}/sign-in`} size="sm">
              {t`Back to sign-in`}
            </Anchor>
          </Stack>
        </Paper>
      </Container>
    </RemotePage>
  );
}
