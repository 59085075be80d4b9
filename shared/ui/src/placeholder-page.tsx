import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

export interface PlaceholderPageProps {
  title: ReactNode;
  /** What this page will do once its slice is built. */
  description: ReactNode;
}

/** A real, translated page for an area whose features are still to come (the remote passes translated text). */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <Container size="md" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="sm">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
