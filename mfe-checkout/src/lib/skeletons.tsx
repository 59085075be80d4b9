// What the cart, favourites and checkout show while they load: the shape of what comes (lines beside a summary,
// a form), not a lone spinner, so the page does not jump when it arrives.
import { Grid, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

function LineSkeletons({ lines }: { lines: number }) {
  return (
    <Stack gap="sm">
      {Array.from({ length: lines }, (_, line) => (
        <Paper key={line} withBorder radius="md" p="sm">
          <Group wrap="nowrap" gap="md">
            <Skeleton height={64} width={64} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={10} width="35%" />
              <Skeleton height={28} width={160} radius="md" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** Cart lines (or favourites) and, with `summary`, the summary box beside them. */
export function LinesSkeleton({ lines = 3, summary = true }: { lines?: number; summary?: boolean }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading…`}>
      {summary ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <LineSkeletons lines={lines} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Skeleton height={20} width="50%" />
                <Skeleton height={14} width="30%" />
                <Skeleton height={24} />
                <Skeleton height={36} radius="md" />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      ) : (
        <LineSkeletons lines={lines} />
      )}
    </div>
  );
}

/** The checkout form: delivery address, shipping and payment choices, note, the order button. */
export function CheckoutFormSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-label={t`Loading…`}>
      {[72, 96, 96, 80].map((height, block) => (
        <Paper key={block} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Skeleton height={18} width={180} />
            <Skeleton height={height - 30} radius="md" />
          </Stack>
        </Paper>
      ))}
      <Skeleton height={42} width={200} radius="md" />
    </Stack>
  );
}
