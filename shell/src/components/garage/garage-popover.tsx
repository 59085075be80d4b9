import { Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactElement } from 'react';
import { GaragePanel } from './garage-panel.tsx';

/**
 * The garage's popover around the chosen-vehicle button, open from the start: it is fetched (with the garage panel and
 * the VIN decoder, and Mantine's Popover with Floating UI) by the button's first press (chosen-vehicle.tsx).
 */
export function GaragePopover({
  inMenu,
  target,
}: {
  inMenu: boolean;
  target: (state: { opened: boolean; toggle(): void }) => ReactElement;
}) {
  const [opened, { toggle, close }] = useDisclosure(true);
  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      width={320}
      position={inMenu ? 'bottom-start' : 'bottom-end'}
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>{target({ opened, toggle })}</Popover.Target>
      <Popover.Dropdown>{opened ? <GaragePanel onPicked={close} /> : null}</Popover.Dropdown>
    </Popover>
  );
}
