import { Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths, useRouteLocale } from '../lib/paths.ts';
import { RemotePage } from '../lib/remote-page.tsx';

/** What a part or accessory page shows while loading, for an address that names nothing, or after a failure. */
export function DetailFallback({ pending, missing, onRetry }: { pending: boolean; missing: boolean; onRetry(): void }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  return (
    <RemotePage>
      <Container size={pending ? 'xl' : 'md'} py="xl">
        {pending ? (
          <DetailSkeleton />
        ) : (
          <Stack gap="md" align="flex-start" data-testid={missing ? 'item-not-found' : 'item-error'}>
            <Title order={1}>{missing ? t`We could not find this item.` : t`This item could not be loaded.`}</Title>
            <Text c="dimmed">
              {missing ? t`It may have been removed from the catalogue.` : t`Please try again in a moment.`}
            </Text>
            {missing ? (
              <Button component={Link} to={paths.home(locale)} variant="light">
                {t`Back to the shop`}
              </Button>
            ) : (
              <Button onClick={onRetry}>{t`Try again`}</Button>
            )}
          </Stack>
        )}
      </Container>
    </RemotePage>
  );
}

/** The part page's shape while it loads: breadcrumbs, picture beside name, badges and price box, then the stores. */
function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="xl" role="status" aria-label={t`Loading…`} data-testid="detail-skeleton">
      <Skeleton height={14} width={260} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Skeleton height={280} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <Skeleton height={36} width="70%" />
            <Group gap="xs">
              <Skeleton height={26} width={120} radius="xl" />
              <Skeleton height={26} width={90} radius="xl" />
              <Skeleton height={26} width={70} radius="xl" />
            </Group>
            <Skeleton height={130} radius="md" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </Stack>
        </Grid.Col>
      </Grid>
      <Stack gap="sm">
        <Skeleton height={24} width={120} />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={56} radius="md" />
        ))}
      </Stack>
    </Stack>
  );
}
