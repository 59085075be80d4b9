import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { useVehicleFilterStore, vehicleFilterPath, type VehicleName } from '@shop/client';
import { useRouteLocale } from '@shop/federation';

/**
 * The vehicle the shopper chose in the catalogue (kept in the shared vehicle store), as a link back to
 * its parts. It is made of catalogue names only, so it needs no strings of its own.
 */
export function ChosenVehicle() {
  const { i18n } = useLingui();
  const locale = useRouteLocale();
  const vehicle = useVehicleFilterStore((state) => state.vehicle);
  if (!vehicle) return null;
  const nameOf = (name: VehicleName) => (i18n.locale === 'km' && name.nameKh ? name.nameKh : name.name);
  const label = `${nameOf(vehicle.brand)} ${nameOf(vehicle.model)} ${vehicle.year}`;
  return (
    <Badge
      component={Link}
      to={vehicleFilterPath(locale, vehicle)}
      variant="light"
      size="lg"
      visibleFrom="xs"
      title={label}
      data-testid="chosen-vehicle"
      style={{ cursor: 'pointer', textTransform: 'none', maxWidth: 220 }}
      leftSection={
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M5 17h14M3 13l2-6h14l2 6v4H3zM7 17v2M17 17v2" strokeLinejoin="round" strokeLinecap="round" />
        </svg>
      }
    >
      {label}
    </Badge>
  );
}
