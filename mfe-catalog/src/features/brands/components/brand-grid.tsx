import { Card, Center, Image, SimpleGrid, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLocalizedName } from '../../../lib/localized-name.ts';
import type { BrandSummary } from '../api/get-brands.ts';

export function BrandGrid({ brands }: { brands: BrandSummary[] }) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  if (brands.length === 0) return <Text c="dimmed">{t`No brands yet.`}</Text>;
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {brands.map((brand) => (
        <Card key={brand.id} component="li" withBorder padding="md" data-testid="brand-card">
          {brand.logo ? (
            <Center h={56} mb="sm">
              <Image src={brand.logo} alt="" h={48} w="auto" fit="contain" />
            </Center>
          ) : null}
          <Text fw={600} ta="center">
            {nameOf(brand)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
