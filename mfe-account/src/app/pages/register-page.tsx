import { useState } from 'react';
import { Anchor, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import type { RegisterUserType } from '@shop/contracts';
import { routeLocaleOrDefault } from '@shop/i18n';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { TelegramSignIn } from '../../features/auth/components/telegram-sign-in.tsx';
import { telegramBotName } from '../../lib/telegram-login-button.tsx';
import { RemotePage } from '../../lib/remote-page.tsx';
import { usePageTitle } from '@shop/ui';

export function RegisterPage() {
  const { t } = useLingui();
  usePageTitle(t`Create an account`);
  const navigate = useNavigate();
  const locale = routeLocaleOrDefault(useParams().locale);
  const [type, setType] = useState<RegisterUserType>('CUSTOMER');
  const done = () => void navigate(`/${locale}/account`, { replace: true });
  return (
    <RemotePage>
      <Container size={460} py="xl">
        <Paper withBorder p="xl">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {t`Create an account`}
            </Title>
            <RegisterForm type={type} onTypeChange={setType} onRegistered={done} />
            {telegramBotName() ? (
              <>
                <Divider label={t`or register with`} labelPosition="center" />
                <TelegramSignIn userType={type} onSignedIn={done} />
              </>
            ) : null}
            <Group gap={4}>
              <Text size="sm" c="dimmed">
                {t`Already have an account?`}
              </Text>
              <Anchor component={Link} to={`/${locale}/sign-in`} size="sm">
                {t`Sign in`}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </RemotePage>
  );
}
