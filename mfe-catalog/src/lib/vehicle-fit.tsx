// "Fits your Toyota Camry 2015" on every part card, part page and search result, for the vehicle chosen in the header
// (asked in batches: api/get-part-fits.ts).
import { useLingui } from '@lingui/react/macro';
import { useVehicleFilterStore } from '@shop/client';
import type { PartSummary } from '@shop/contracts';
import { useLocalizedName } from '@shop/i18n';
import { usePartFitsAnswer } from './api/get-part-fits.ts';
import { Tag } from './tag.tsx';

/** Whether the part fits the chosen vehicle: null when no vehicle is chosen or the answer is not there yet. */
export function usePartFits(part: Pick<PartSummary, 'id' | 'fit'>, known?: boolean): boolean | null {
  const vehicle = useVehicleFilterStore((state) => state.vehicle);
  // The vehicle filter's own parts fit by definition (they carry `fit`); a part page knows from its fitments.
  const settled = known ?? (part.fit ? true : undefined);
  const query = usePartFitsAnswer(vehicle, part.id, settled === undefined);
  if (!vehicle) return null;
  return settled ?? query.data ?? null;
}

/**
 * The badge itself: green when the part fits the chosen vehicle, grey when it does not, nothing without a vehicle.
 * A plain Tag, not Mantine's Badge: every part card of a list shows one.
 */
export function VehicleFit({
  part,
  known,
  size = 'sm',
}: {
  part: Pick<PartSummary, 'id' | 'fit'>;
  known?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const vehicle = useVehicleFilterStore((state) => state.vehicle);
  const fits = usePartFits(part, known);
  if (!vehicle || fits === null) return null;
  const label = `${nameOf(vehicle.brand)} ${nameOf(vehicle.model)} ${vehicle.year}`;
  return (
    <Tag size={size} color={fits ? 'green' : 'gray'} plain data-testid="vehicle-fit" data-fits={fits}>
      {fits ? t`Fits your ${label}` : t`Does not fit your ${label}`}
    </Tag>
  );
}
