import { Card, Center, Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLocalizedName } from '@shop/i18n';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import type { BrandSummary } from '../api/get-brands.ts';

/** The height of every tile's picture: the logo, or the drawn monogram of a brand without one. */
const PICTURE = 56;

/**
 * Vehicle brands; each opens the brand's page (its years, then models). Every tile has the same parts (a picture, then
 * the name on at most two lines), so tiles side by side are the same height whether a brand has a logo or not.
 */
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
      {brands.map((brand) => {
        const name = nameOf(brand);
        return (
          <li key={brand.id}>
            <UnstyledButton component={Link} to={paths.brand(locale, brand.id)} w="100%" h="100%" display="block">
              <Card withBorder padding="md" h="100%" data-testid="brand-card" data-logo={Boolean(brand.logo)}>
                <Center h={PICTURE} mb="sm">
                  {brand.logo ? (
                    <Image src={brand.logo} alt="" h={PICTURE - 8} w="auto" fit="contain" />
                  ) : (
                    <Monogram id={brand.id} name={name} />
                  )}
                </Center>
                <Text fw={600} ta="center" lineClamp={2} data-testid="brand-name">
                  {name}
                </Text>
              </Card>
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * A brand without a logo: its first letter (in the page's language) in a circle, the colour picked by its id so that it
 * stays the same from visit to visit. Drawn, not fetched.
 */
function Monogram({ id, name }: { id: number; name: string }) {
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? '';
  const hue = (id * 137) % 360;
  return (
    <svg width={PICTURE - 8} height={PICTURE - 8} viewBox="0 0 48 48" aria-hidden="true" data-testid="brand-monogram">
      <circle cx="24" cy="24" r="23" fill={`hsl(${hue} 45% 92%)`} stroke={`hsl(${hue} 40% 55%)`} strokeWidth="1.5" />
      <text
        x="24"
        y="24"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize="22"
        fontWeight="700"
        fill={`hsl(${hue} 45% 30%)`}
      >
        {letter}
      </text>
    </svg>
  );
}
