import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One figure of the dashboard; with `to`, the figure is a link to the list behind it. */
export function StatCard({
  label,
  to,
  testId,
  children,
  hint,
}: {
  label: string;
  to?: string;
  testId: string;
  children: ReactNode;
  hint?: ReactNode;
}) {
  const figure = (
    <Text fw={700} size="xl" data-testid={`${testId}-value`} component="div">
      {children}
    </Text>
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {to ? (
          <Anchor component={Link} to={to} underline="hover" c="inherit">
            {figure}
          </Anchor>
        ) : (
          figure
        )}
        {hint ? (
          <Text size="xs" c="dimmed" component="div">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
