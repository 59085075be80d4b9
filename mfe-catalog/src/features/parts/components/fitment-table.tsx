import { Badge, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Fitment } from '@shop/contracts';
import { groupFitments, yearSpan } from '@shop/contracts/fitment-ranges.ts';
import { useVehicleFilterStore } from '@shop/client';
import { useLocalizedName } from '../../../lib/localized-name.ts';
import { positionLabels } from '@shop/ui';

/**
 * Which vehicles a part fits, and where on them, as people write it: consecutive years of one model with the same
 * position and note are one row ("Toyota Camry 2010–2015, Rear"). The row holding the shopper's vehicle is marked.
 */
export function FitmentTable({ fitments }: { fitments: Fitment[] }) {
  const { t, i18n } = useLingui();
  const nameOf = useLocalizedName();
  const chosen = useVehicleFilterStore((state) => state.vehicle);
  if (fitments.length === 0) return <Text c="dimmed">{t`No vehicles are listed for this part yet.`}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover data-testid="fitment-table">
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
          {groupFitments(fitments).map((range) => {
            const yours = chosen?.modelId === range.model.id && range.fits.some((fit) => fit.year.id === chosen.yearId);
            return (
              <Table.Tr
                key={range.fits[0]!.id}
                data-testid="fitment-row"
                data-year-from={range.yearFrom}
                data-year-to={range.yearTo}
                aria-current={yours ? 'true' : undefined}
              >
                <Table.Td>{nameOf(range.brand)}</Table.Td>
                <Table.Td>
                  {nameOf(range.model)}{' '}
                  {yours ? (
                    <Badge size="xs" variant="light">
                      {t`Your vehicle`}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{yearSpan(range)}</Table.Td>
                <Table.Td>{i18n._(positionLabels[range.position as Fitment['position']])}</Table.Td>
                <Table.Td>{range.note ?? ''}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
