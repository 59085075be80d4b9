import { Badge, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Fitment } from '@shop/contracts';
import { useVehicleFilterStore } from '@shop/client';
import { useLocalizedName } from '../../../lib/localized-name.ts';
import { positionLabels } from '../../../lib/position-label.ts';

/** Which vehicles a part fits, and where on them; the shopper's chosen vehicle is marked. */
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
          {fitments.map((fit) => {
            const yours = chosen?.modelId === fit.model.id && chosen.yearId === fit.year.id;
            return (
              <Table.Tr key={fit.id} data-testid="fitment-row" aria-current={yours ? 'true' : undefined}>
                <Table.Td>{nameOf(fit.brand)}</Table.Td>
                <Table.Td>
                  {nameOf(fit.model)}{' '}
                  {yours ? (
                    <Badge size="xs" variant="light">
                      {t`Your vehicle`}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{fit.year.value}</Table.Td>
                <Table.Td>{i18n._(positionLabels[fit.position])}</Table.Td>
                <Table.Td>{fit.note ?? ''}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
