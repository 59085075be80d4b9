import { Suspense, useEffect, useState, type Ref } from 'react';
import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { isStaff, useSessionStore, useVehicleFilterStore } from '@shop/client';
import { lazyNamed, StrokeIcon } from '@shop/ui';
import { useLocalizedName } from '@shop/i18n';

// The garage (its popover, panel and VIN decoder, with Mantine's Popover and Floating UI) is its own chunk, fetched when
// the button is pointed at, focused or pressed: most visitors never open it, and a phone's first page has no other
// popover (the search box's loads with the menu).
const loadGaragePopover = () => import('./garage/garage-popover.tsx');
const GaragePopover = lazyNamed(loadGaragePopover, 'GaragePopover');
const preloadGarage = () => void loadGaragePopover();

/** At sign-in, the vehicles saved in the browser move into the account (their own chunk, fetched only then). */
function useMergeGuestGarageAtSignIn(active: boolean) {
  const user = useSessionStore((state) => state.user);
  const waiting = useVehicleFilterStore((state) => state.guestGarage.length);
  useEffect(() => {
    if (active && user && !isStaff(user.type) && waiting > 0)
      void import('./garage/merge-guest-garage.ts').then((module) => module.mergeGuestGarage());
  }, [active, user, waiting]);
}

interface VehicleButtonProps {
  label: string;
  ariaLabel: string;
  inMenu: boolean;
  expanded: boolean;
  onPress(): void;
  ref?: Ref<HTMLButtonElement>;
}

function VehicleButton({ label, ariaLabel, inMenu, expanded, onPress, ref }: VehicleButtonProps) {
  return (
    <Badge
      ref={ref}
      component="button"
      type="button"
      onClick={onPress}
      onPointerEnter={preloadGarage}
      onFocus={preloadGarage}
      aria-expanded={expanded}
      aria-label={ariaLabel}
      variant="light"
      size="lg"
      // In the header from the xs breakpoint; below it the mobile menu holds it (inMenu).
      {...(inMenu ? {} : { visibleFrom: 'xs' })}
      title={label}
      data-testid={inMenu ? 'chosen-vehicle-menu' : 'chosen-vehicle'}
      style={{ cursor: 'pointer', textTransform: 'none', maxWidth: 220, border: 0 }}
      leftSection={
        <StrokeIcon size={16}>
          <path d="M5 17h14M3 13l2-6h14l2 6v4H3zM7 17v2M17 17v2" strokeLinejoin="round" strokeLinecap="round" />
        </StrokeIcon>
      }
    >
      {label}
    </Badge>
  );
}

/**
 * The vehicle the shopper chose (kept in the shared vehicle store), or "My garage" when none is: it opens the garage,
 * where the shopper picks a saved vehicle, saves the chosen one, removes one, or finds a vehicle by its VIN. The
 * chosen vehicle is made of catalogue names only.
 */
export function ChosenVehicle({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useLingui();
  const vehicle = useVehicleFilterStore((state) => state.vehicle);
  // Pressed once: from then on the garage's popover (loaded by that press) holds the button and its open state.
  const [pressed, setPressed] = useState(false);
  useMergeGuestGarageAtSignIn(!inMenu);
  const nameOf = useLocalizedName();
  const label = vehicle ? `${nameOf(vehicle.brand)} ${nameOf(vehicle.model)} ${vehicle.year}` : t`My garage`;
  const ariaLabel = vehicle ? t`My garage: ${label}` : label;
  const closed = (
    <VehicleButton
      label={label}
      ariaLabel={ariaLabel}
      inMenu={inMenu}
      expanded={false}
      onPress={() => setPressed(true)}
    />
  );
  if (!pressed) return closed;
  return (
    <Suspense fallback={closed}>
      <GaragePopover
        inMenu={inMenu}
        target={({ opened, toggle }) => (
          <VehicleButton label={label} ariaLabel={ariaLabel} inMenu={inMenu} expanded={opened} onPress={toggle} />
        )}
      />
    </Suspense>
  );
}
