import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
// The package's words are registered by the modules that draw them, so a remote that only takes a helper from the
// package (idParam, loadRemoteModule) does not download its catalogue.
import './i18n.ts';

export interface RemoteErrorProps {
  /** Module Federation name of the remote, e.g. `mfe_checkout` (also `data-remote` for tests). */
  remote: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** What an area shows when its remote failed to load or crashed; the rest of the page keeps working. */
export function RemoteError({ remote, onRetry, retrying = false }: RemoteErrorProps) {
  const { t } = useLingui();
  return (
    <Container size="md" py="xl">
      <Alert
        data-testid="remote-error"
        data-remote={remote}
        color="red"
        variant="light"
        role="alert"
        title={t`This part of the shop is not available right now`}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t`The rest of the shop keeps working. Please try again in a moment.`}</Text>
          <Group>
            <Button onClick={onRetry} loading={retrying} variant="filled">
              {t`Retry`}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Container>
  );
}
