// What a storefront page shows while its remote loads: the rough shape of the page the address names (the home
// page's selector and tiles, a part's picture and price box, lines beside a summary, a list of cards), so the
// page does not jump when it arrives. The remote's own skeletons take over once it runs.
import { Container, Grid, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

type Shape = 'home' | 'detail' | 'lines' | 'list' | 'page';

/** Which shape an address (`/en/part/12`) has; the locale is the first segment. */
export function shapeOf(pathname: string): Shape {
  const [, , section = ''] = pathname.split('/');
  if (section === '') return 'home';
  if (section === 'part' || section === 'accessory') return 'detail';
  if (section === 'cart' || section === 'checkout' || section === 'favorites') return 'lines';
  if (section === 'orders' || section === 'invoices' || section === 'notifications' || section === 'account')
    return 'list';
  return 'page';
}

const tiles = (count: number, height: number) =>
  Array.from({ length: count }, (_, tile) => <Skeleton key={tile} height={height} radius="md" />);

export function PageSkeleton({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  const shape = shapeOf(pathname);
  return (
    <Container size="xl" py="xl" role="status" aria-label={t`Loading…`} data-testid="area-loading" data-shape={shape}>
      {shape === 'home' ? (
        <Stack gap={40}>
          <Stack gap="md">
            <Skeleton height={36} width="40%" />
            <Skeleton height={120} radius="md" />
          </Stack>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }}>{tiles(6, 80)}</SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4, xl: 5 }}>{tiles(5, 300)}</SimpleGrid>
        </Stack>
      ) : shape === 'detail' ? (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Skeleton height={280} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="sm">
              <Skeleton height={36} width="70%" />
              <Skeleton height={26} width="50%" />
              <Skeleton height={130} radius="md" />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : shape === 'lines' ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">{tiles(3, 96)}</Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={180} radius="md" />
          </Grid.Col>
        </Grid>
      ) : shape === 'list' ? (
        <Stack gap="sm">
          <Skeleton height={32} width={220} />
          <Group gap="xs">
            {[0, 1, 2, 3].map((chip) => (
              <Skeleton key={chip} height={28} width={90} radius="xl" />
            ))}
          </Group>
          {tiles(4, 72)}
        </Stack>
      ) : (
        <Stack gap="md">
          <Skeleton height={36} width="40%" />
          {tiles(3, 120)}
        </Stack>
      )}
    </Container>
  );
}
