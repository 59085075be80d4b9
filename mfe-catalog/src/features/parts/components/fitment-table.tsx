import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Fitment } from '@shop/contracts';
import { groupFitments, yearSpan, type FitmentRange } from '@shop/contracts/fitment-ranges.ts';
import { useVehicleFilterStore } from '@shop/client';
import { useLocalizedName } from '@shop/i18n';
import { usePhoneWidth } from '@shop/ui/phone-width.ts';
import { positionLabels } from '@shop/ui';

/**
 * Which vehicles a part fits, and where on them, as people write it: consecutive years of one model with the same
 * position and note are one row ("Toyota Camry 2010–2015, Rear"). The row holding the shopper's vehicle is marked.
 * A table from the `sm` breakpoint; below it one card per range, so a phone reads them without scrolling sideways
 * (as the stores above them).
 */
export function FitmentTable({ fitments }: { fitments: Fitment[] }) {
  const { t, i18n } = useLingui();
  const nameOf = useLocalizedName();
  const narrow = usePhoneWidth();
  const chosen = useVehicleFilterStore((state) => state.vehicle);
  if (fitments.length === 0) return <Text c="dimmed">{t`No vehicles are listed for this part yet.`}</Text>;
  const ranges = groupFitments(fitments).map((range) => ({
    range,
    yours: chosen?.modelId === range.model.id && range.fits.some((fit) => fit.year.id === chosen.yearId),
    position: i18n._(positionLabels[range.position as Fitment['position']]),
  }));
  const yourVehicle = (
    <Badge size="xs" variant="light">
      {t`Your vehicle`}
    </Badge>
  );
  const rowAttributes = ({ range, yours }: { range: FitmentRange<Fitment>; yours: boolean }) => ({
    'data-testid': 'fitment-row',
    'data-year-from': range.yearFrom,
    'data-year-to': range.yearTo,
    'aria-current': yours ? ('true' as const) : undefined,
  });

  if (narrow) {
    return (
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid="fitment-table"
        data-layout="cards"
      >
        {ranges.map((row) => (
          <Paper key={row.range.fits[0]!.id} component="li" withBorder radius="md" p="sm" {...rowAttributes(row)}>
            <Group gap="xs" wrap="wrap">
              <Text fw={500}>
                {nameOf(row.range.brand)} {nameOf(row.range.model)}
              </Text>
              {row.yours ? yourVehicle : null}
            </Group>
            <Text size="sm">
              {yearSpan(row.range)} · {row.position}
            </Text>
            {row.range.note ? (
              <Text size="sm" c="dimmed">
                {row.range.note}
              </Text>
            ) : null}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover data-testid="fitment-table" data-layout="table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Brand`}</Table.Th>
            <Table.Th>{t`Model`}</Table.Th>
            <Table.Th>{t`Year`}</Table.Th>
            <Table.Th>{t`Position`}</Table.Th>
            <Table.Th>{t`Note`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ranges.map((row) => (
            <Table.Tr key={row.range.fits[0]!.id} {...rowAttributes(row)}>
              <Table.Td>{nameOf(row.range.brand)}</Table.Td>
              <Table.Td>
                {nameOf(row.range.model)} {row.yours ? yourVehicle : null}
              </Table.Td>
              <Table.Td>{yearSpan(row.range)}</Table.Td>
              <Table.Td>{row.position}</Table.Td>
              <Table.Td>{row.range.note ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
