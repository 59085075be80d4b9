import { Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { HistoryPanel } from './history-panel.tsx';

export interface DetailPageProps {
  title: ReactNode;
  /** Audit entity and id of the record, for its history panel. */
  entity: string;
  id: string | number;
  actions?: ReactNode;
  children: ReactNode;
}

/** A record's page: its content, its history beside it, and a print button (A4, see print.css). */
export function DetailPage({ title, entity, id, actions, children }: DetailPageProps) {
  const { t } = useLingui();
  return (
    <Stack gap="md" data-print="detail">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Group gap="xs" data-print="hide">
          {actions}
          <Button variant="default" onClick={() => window.print()}>
            {t`Print`}
          </Button>
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} data-print="hide">
          <Paper withBorder p="md">
            <HistoryPanel entity={entity} id={id} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
