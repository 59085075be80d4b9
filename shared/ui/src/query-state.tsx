// The one loading / error / empty block of every page, so a failure looks and reads the same everywhere.
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function LoadingBlock({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center py="xl" data-testid="loading-block">
      <Loader aria-label={label ?? t`Loading…`} />
    </Center>
  );
}

export interface ErrorBlockProps {
  /** What went wrong, in the user's language; a general sentence by default. */
  message?: ReactNode;
  /** Offers "Try again" when given. */
  onRetry?: () => void;
}

export function ErrorBlock({ message, onRetry }: ErrorBlockProps) {
  const { t } = useLingui();
  return (
    <Alert color="red" variant="light" role="alert" title={t`Something went wrong`} data-testid="error-block">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? t`This could not be loaded. Check the connection and try again.`}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t`Try again`}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

export interface EmptyBlockProps {
  title: ReactNode;
  /** What to do next ("Add the first currency"). */
  hint?: ReactNode;
  action?: ReactNode;
}

export function EmptyBlock({ title, hint, action }: EmptyBlockProps) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="empty-block">
      <Title order={3} size="h4">
        {title}
      </Title>
      {hint ? (
        <Text c="dimmed" size="sm" ta="center">
          {hint}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
