import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { SOCIAL_PROVIDERS, type SocialProviderType } from '@shop/contracts';
import { type SessionUser } from '@shop/client';
import { TelegramLoginButton, telegramBotName } from '../../../lib/telegram-login-button.tsx';
import { useConnectProvider } from '../api/connect-provider.ts';
import { useDisconnectProvider } from '../api/disconnect-provider.ts';
import { apiErrorText } from '@shop/ui';

const PROVIDER_NAMES: Record<SocialProviderType, string> = { TELEGRAM: 'Telegram', GOOGLE: 'Google' };

/** The sign-in providers linked to my account: disconnect one, or connect Telegram with its button. */
export function ConnectedAccounts({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const connect = useConnectProvider();
  const disconnect = useDisconnectProvider();
  const botName = telegramBotName();
  const failure = [connect, disconnect].find((m) => m.isError)?.error;

  return (
    <Stack gap="md" maw={560}>
      <Text size="sm" c="dimmed">
        {t`Connect an account of another service to sign in with it instead of your password.`}
      </Text>
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(failure)}
        </Alert>
      ) : null}
      {SOCIAL_PROVIDERS.map((type) => {
        const provider = PROVIDER_NAMES[type];
        const connected = user.socialProviders.includes(type);
        return (
          <Card key={type} withBorder data-testid={`connection-${type.toLowerCase()}`}>
            <Group justify="space-between">
              <Group gap="sm">
                <Text fw={700}>{provider}</Text>
                {connected ? (
                  <Badge color="green" variant="light">
                    {t`Connected`}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    {t`Not connected`}
                  </Badge>
                )}
              </Group>
              {connected ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  loading={disconnect.isPending}
                  onClick={() => disconnect.mutate(type)}
                  aria-label={t`Disconnect ${provider}`}
                >
                  {t`Disconnect`}
                </Button>
              ) : type === 'TELEGRAM' && botName ? (
                <TelegramLoginButton
                  botName={botName}
                  size="medium"
                  onAuth={(telegram) => connect.mutate({ type, proof: { telegram } })}
                />
              ) : null}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
