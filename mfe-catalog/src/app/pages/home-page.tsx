import { Container, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { queryClient } from '@shop/client';
import { brandsQueryOptions } from '../../features/brands/api/get-brands.ts';
import { BrandGrid } from '../../features/brands/components/brand-grid.tsx';
import { RemotePage } from '../../lib/remote-page.tsx';

const allBrands = { page: 0, size: 100 };

export async function homeLoader() {
  await queryClient.ensureQueryData(brandsQueryOptions(allBrands));
  return null;
}

export function HomePage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(brandsQueryOptions(allBrands));
  return (
    <RemotePage>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t`Shop parts by brand`}</Title>
            <Text c="dimmed">{t`Choose your vehicle's brand to find parts that fit.`}</Text>
          </Stack>
          <BrandGrid brands={data.data} />
        </Stack>
      </Container>
    </RemotePage>
  );
}
