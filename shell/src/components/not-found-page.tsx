import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useRouteLocale } from '@shop/federation';

export function NotFoundPage({ home }: { home?: string }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  return (
    <Container size="sm" py="xl" data-testid="not-found">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t`Page not found`}</Title>
        <Text c="dimmed">{t`We could not find this page.`}</Text>
        <Button component={Link} to={home ?? `/${locale}`} variant="light">
          {t`Go to the home page`}
        </Button>
      </Stack>
    </Container>
  );
}
