// An item's units (piece, box of 10...), on the part page and the items screen: the base unit first, add one with
// its size in base units, make a factor-1 unit the base, delete one nobody ordered. An item the viewer may not change
// (the API's `editable`) shows its units read-only with the reason; a unit in use says its size is fixed.
import { Alert, Badge, Button, Group, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { describeApiError } from '@shop/admin';
import { ErrorBlock, LoadingBlock, showToast } from '@shop/ui';
import { useState } from 'react';
import type { ItemLock } from '@shop/contracts';
import { nameOptions, useUnitTypes } from './api/catalogue-lookups.ts';
import { useLockWords } from './item-ownership.tsx';
import { useItemUnits, useItemUnitWrites } from './api/item-unit-api.ts';
import { localizedName } from '@shop/i18n';

export function ItemUnitsPanel({
  itemId,
  editable = true,
  lock = null,
}: {
  itemId: number;
  editable?: boolean;
  lock?: ItemLock | null;
}) {
  const { t } = useLingui();
  const lockWords = useLockWords();
  const { i18n } = useI18n();
  const units = useItemUnits(itemId);
  const unitTypes = useUnitTypes();
  const writes = useItemUnitWrites();
  const [unitTypeId, setUnitTypeId] = useState<string | null>(null);
  const [factor, setFactor] = useState<number | string>(1);
  const failed = (error: unknown) => showToast({ color: 'red', message: i18n._(describeApiError(error).message) });
  if (units.isPending) return <LoadingBlock />;
  if (units.isError) return <ErrorBlock onRetry={() => void units.refetch()} />;
  const add = async () => {
    if (!unitTypeId) return;
    try {
      await writes.add.mutateAsync({ itemId, unitTypeId: Number(unitTypeId), factor: Number(factor) });
      setUnitTypeId(null);
      setFactor(1);
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Stack gap="xs" data-testid="item-units">
      <Title order={3}>{t`Units`}</Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Unit`}</Table.Th>
            <Table.Th>{t`Base units in one`}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {units.data.map((unit) => (
            <Table.Tr key={unit.id}>
              <Table.Td>
                <Group gap="xs">
                  {localizedName(unit.unitType, i18n.locale)}
                  {unit.isBase ? <Badge size="sm">{t`Base unit`}</Badge> : null}
                  {unit.factorFixed && !unit.isBase ? (
                    <Badge
                      size="sm"
                      variant="light"
                      color="gray"
                      title={t`Stock or orders already use this unit, so its size cannot change. Make a new unit instead.`}
                    >
                      {t`Size fixed`}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{unit.factor}</Table.Td>
              <Table.Td>
                {unit.isBase || !editable ? null : (
                  <Group gap={4} justify="flex-end">
                    {unit.factor === 1 ? (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => writes.makeBase.mutateAsync(unit.id).catch(failed)}
                      >
                        {t`Make base`}
                      </Button>
                    ) : null}
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        writes.remove
                          .mutateAsync(unit.id)
                          .then(() => showToast({ color: 'green', message: t`Deleted` }), failed)
                      }
                    >
                      {t`Delete`}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editable ? (
        <Group align="flex-end" gap="xs">
          <Select
            label={t`Unit`}
            data={nameOptions(unitTypes.data, i18n.locale)}
            value={unitTypeId}
            onChange={setUnitTypeId}
            w={180}
          />
          <NumberInput
            label={t`Base units in one`}
            value={factor}
            onChange={setFactor}
            min={1}
            allowDecimal={false}
            w={160}
          />
          <Button onClick={() => void add()} disabled={!unitTypeId} loading={writes.add.isPending}>
            {t`Add unit`}
          </Button>
        </Group>
      ) : (
        <Alert variant="light" color="gray">
          {lock ? lockWords(lock).reason : t`Only an administrator can change this item's units.`}
        </Alert>
      )}
      <Text size="xs" c="dimmed">{t`Stock is counted in the base unit; a box of 10 holds 10 base units.`}</Text>
    </Stack>
  );
}
