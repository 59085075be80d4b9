import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
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
      <Container size="md" py="xl">
        {pending ? (
          <Stack>
            <Skeleton height={36} width="60%" />
            <Skeleton height={240} />
          </Stack>
        ) : (
          <Stack gap="md" align="flex-start" data-testid={missing ? 'item-not-found' : 'item-error'}>
            <Title order={1}>{missing ? t`We could not find this item.` : t`This item could not be loaded.`}</Title>
            <Text c="dimmed">{missing ? t`It may have been removed from the catalogue.` : t`Please try again in a moment.`}</Text>
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
