// What the account's lists and documents show while they load: the shape of what comes (cards in a list, a
// document with its lines), not a lone spinner, so the page does not jump when it arrives.
import { Card, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Orders, invoices or notifications: a title line, a dimmed line and an amount on the right, per card. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" role="status" aria-label={t`Loading…`}>
      {Array.from({ length: rows }, (_, row) => (
        <Card key={row} withBorder>
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="40%" />
              <Skeleton height={12} width="60%" />
            </Stack>
            <Skeleton height={22} width={90} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** One order or invoice: heading and status, its facts, then its lines and total. */
export function DocumentSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-label={t`Loading…`}>
      <Group justify="space-between">
        <Skeleton height={32} width={220} />
        <Skeleton height={26} width={100} radius="xl" />
      </Group>
      <Skeleton height={12} width="50%" />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          {[0, 1, 2].map((line) => (
            <Group key={line} justify="space-between" wrap="nowrap">
              <Skeleton height={14} width="55%" />
              <Skeleton height={14} width={80} />
            </Group>
          ))}
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Skeleton height={24} width={140} />
      </Group>
    </Stack>
  );
}
