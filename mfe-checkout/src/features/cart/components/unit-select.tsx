import { NativeSelect } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CartLine, ItemUnitOption } from '@shop/contracts';
import { useLocalizedName } from '@shop/i18n';

interface UnitSelectProps {
  /** The line, with the units its item is sold in (`units`, from the cart itself). */
  line: CartLine;
  disabled: boolean;
  onChange: (itemUnitId: number) => void;
}

/** The units the item is sold in, with how many base units each holds ("Box of 10 Piece"). */
export function UnitSelect({ line, disabled, onChange }: UnitSelectProps) {
  const units = line.units;
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const base = units.find((unit) => unit.isBase);
  // A line always counts one of its item's units; should the list lack it, the line's own unit is the only choice.
  const choices = units.some((unit) => unit.id === line.unit.id)
    ? units
    : [{ ...line.unit, isBase: line.unit.factor === 1 }];
  const baseName = base ? nameOf(base) : '';
  const label = (unit: ItemUnitOption) => {
    const name = nameOf(unit);
    const factor = unit.factor;
    return unit.isBase || !base ? name : t`${name} of ${factor} ${baseName}`;
  };
  return (
    <NativeSelect
      aria-label={t`Unit`}
      value={String(line.unit.id)}
      disabled={disabled || choices.length < 2}
      data={choices.map((unit) => ({ value: String(unit.id), label: label(unit) }))}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      w={{ base: '100%', xs: 180 }}
    />
  );
}
