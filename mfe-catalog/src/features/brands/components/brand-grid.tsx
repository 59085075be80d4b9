import { Card, Center, Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLocalizedName } from '../../../lib/localized-name.ts';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import type { BrandSummary } from '../api/get-brands.ts';

/** Vehicle brands; each opens the brand's page (its years, then models). */
export function BrandGrid({ brands }: { brands: BrandSummary[] }) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const locale = useRouteLocale();
  if (brands.length === 0) return <Text c="dimmed">{t`No brands yet.`}</Text>;
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, sm: 4, md: 6 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {brands.map((brand) => (
        <li key={brand.id}>
          <UnstyledButton component={Link} to={paths.brand(locale, brand.id)} w="100%" h="100%">
            <Card withBorder padding="md" h="100%" data-testid="brand-card">
              {brand.logo ? (
                <Center h={56} mb="sm">
                  <Image src={brand.logo} alt="" h={48} w="auto" fit="contain" />
                </Center>
              ) : null}
              <Text fw={600} ta="center">
                {nameOf(brand)}
              </Text>
            </Card>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
