import { lazy, Suspense, useEffect } from 'react';
import { Badge, Loader, Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { isStaff, useSessionStore, useVehicleFilterStore, type VehicleName } from '@shop/client';

// The garage panel and the VIN decoder are their own chunk: the storefront's first load stays within its byte budget.
const GaragePanel = lazy(() => import('./garage/garage-panel.tsx').then((module) => ({ default: module.GaragePanel })));

/** At sign-in, the vehicles saved in the browser move into the account (their own chunk, fetched only then). */
function useMergeGuestGarageAtSignIn(active: boolean) {
  const user = useSessionStore((state) => state.user);
  const waiting = useVehicleFilterStore((state) => state.guestGarage.length);
  useEffect(() => {
    if (active && user && !isStaff(user.type) && waiting > 0) void import('./garage/merge-guest-garage.ts').then((module) => module.mergeGuestGarage());
  }, [active, user, waiting]);
}

/**
 * The vehicle the shopper chose (kept in the shared vehicle store), or "My garage" when none is: it opens the garage,
 * where the shopper picks a saved vehicle, saves the chosen one, removes one, or finds a vehicle by its VIN. The
 * chosen vehicle is made of catalogue names only.
 */
export function ChosenVehicle({ inMenu = false }: { inMenu?: boolean }) {
  const { t, i18n } = useLingui();
  const vehicle = useVehicleFilterStore((state) => state.vehicle);
  const [opened, { toggle, close }] = useDisclosure(false);
  useMergeGuestGarageAtSignIn(!inMenu);
  const nameOf = (name: VehicleName) => (i18n.locale === 'km' && name.nameKh ? name.nameKh : name.name);
  const label = vehicle ? `${nameOf(vehicle.brand)} ${nameOf(vehicle.model)} ${vehicle.year}` : t`My garage`;
  return (
    <Popover opened={opened} onChange={(next) => (next ? undefined : close())} width={320} position={inMenu ? 'bottom-start' : 'bottom-end'} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Badge
          component="button"
          type="button"
          onClick={toggle}
          aria-expanded={opened}
          aria-label={vehicle ? t`My garage: ${label}` : label}
          variant="light"
          size="lg"
          // In the header from the xs breakpoint; below it the mobile menu holds it (inMenu).
          {...(inMenu ? {} : { visibleFrom: 'xs' })}
          title={label}
          data-testid={inMenu ? 'chosen-vehicle-menu' : 'chosen-vehicle'}
          style={{ cursor: 'pointer', textTransform: 'none', maxWidth: 220, border: 0 }}
          leftSection={
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M5 17h14M3 13l2-6h14l2 6v4H3zM7 17v2M17 17v2" strokeLinejoin="round" strokeLinecap="round" />
            </svg>
          }
        >
          {label}
        </Badge>
      </Popover.Target>
      <Popover.Dropdown>
        {opened ? (
          <Suspense fallback={<Loader size="sm" />}>
            <GaragePanel onPicked={close} />
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
