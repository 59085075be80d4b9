import { useState } from 'react';
import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** The API's bounds of a cart line's quantity. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10_000;

interface QuantityStepperProps {
  value: number;
  disabled: boolean;
  /** Called with a new, valid quantity: at every step, or when a typed one is confirmed (blur or Enter). */
  onChange: (quantity: number) => void;
  label: string;
}

/** − / number / +: each step is saved at once; a typed number is saved when the field is left. */
export function QuantityStepper({ value, disabled, onChange, label }: QuantityStepperProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState<string | number>(value);
  const [shown, setShown] = useState(value);
  // A new quantity from the API (after a save, or a merge) replaces what was typed.
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }

  const commit = () => {
    const next = typeof typed === 'number' ? typed : Number.parseInt(typed, 10);
    if (!Number.isInteger(next) || next < MIN_QUANTITY || next > MAX_QUANTITY) {
      setTyped(value);
      return;
    }
    if (next !== value) onChange(next);
  };

  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`One less`}
        disabled={disabled || value <= MIN_QUANTITY}
        onClick={() => onChange(value - 1)}
      >
        −
      </ActionIcon>
      <NumberInput
        aria-label={label}
        value={typed}
        onChange={setTyped}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        disabled={disabled}
        w={72}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`One more`}
        disabled={disabled || value >= MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        +
      </ActionIcon>
    </Group>
  );
}
