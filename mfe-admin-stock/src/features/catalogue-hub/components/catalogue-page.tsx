import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/**
 * The catalogue's screens in one place. The menu keeps one Catalogue entry (plus years and unit types) instead of
 * ten; each screen's own entry is `menu: false` in package.json, so the shell still knows its access.
 */
export function CataloguePage() {
  const { t } = useLingui();
  const screens = [
    {
      to: '../parts',
      title: t`Parts`,
      text: t`Part numbers, names in English and Khmer, images, units and the vehicles each part fits.`,
    },
    { to: '../accessories', title: t`Accessories`, text: t`Accessories sold for any vehicle, by accessory category.` },
    { to: '../brands', title: t`Brands`, text: t`Vehicle brands, such as Toyota.` },
    {
      to: '../uncarried-brands',
      title: t`Brands without parts`,
      text: t`Vehicle brands the shop sells no parts for, such as BMW: search tells shoppers so.`,
    },
    { to: '../models', title: t`Models`, text: t`Each brand's models and the years they were made in.` },
    { to: '../years', title: t`Years`, text: t`The model years the vehicle filter offers.` },
    { to: '../categories', title: t`Categories`, text: t`Part categories shoppers browse by.` },
    {
      to: '../accessory-categories',
      title: t`Accessory categories`,
      text: t`Accessory categories shoppers browse by.`,
    },
    { to: '../makers', title: t`Makers`, text: t`Who makes the parts and accessories, such as Bosch.` },
    { to: '../items', title: t`Items and units`, text: t`Everything the shop sells, and the units each is sold in.` },
    { to: '../unit-types', title: t`Unit types`, text: t`The names of units: piece, set, box.` },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t`Catalogue`}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {screens.map((screen) => (
          <Card
            key={screen.to}
            withBorder
            component={Link}
            to={screen.to}
            relative="path"
            data-testid={`catalogue-link-${screen.to.slice(3)}`}
          >
            <Text fw={600}>{screen.title}</Text>
            <Text size="sm" c="dimmed">
              {screen.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
