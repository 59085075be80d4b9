// "Fits your Toyota Camry 2015" on every part card, part page and search result, for the vehicle chosen in the header.
// Cards ask the vehicle filter which of their parts fit (partIds): the cards on screen are gathered into one request
// of at most 100 parts, answered from the storefront cache like the other catalogue reads.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { http, useVehicleFilterStore, type ChosenVehicle } from '@shop/client';
import type { PartSummary, VehicleFilterResult } from '@shop/contracts';
import { useLocalizedName } from '@shop/i18n';
import { Tag } from './tag.tsx';

const BATCH_MAX = 100;

interface Waiting {
  partId: number;
  resolve: (fits: boolean) => void;
  reject: (error: unknown) => void;
}

const vehicleKey = (vehicle: ChosenVehicle) => `${vehicle.yearId}-${vehicle.brandId}-${vehicle.modelId}`;
const queues = new Map<string, { vehicle: ChosenVehicle; waiting: Waiting[] }>();

async function askBatch(vehicle: ChosenVehicle, waiting: Waiting[]) {
  try {
    const partIds = [...new Set(waiting.map((w) => w.partId))];
    const answer = await http
      .post('/api/frontend/dashboard', {
        json: { yearId: vehicle.yearId, brandId: vehicle.brandId, modelId: vehicle.modelId, partIds, size: BATCH_MAX },
      })
      .json<VehicleFilterResult>();
    const fitting = new Set(answer.data.map((part) => part.id));
    for (const w of waiting) w.resolve(fitting.has(w.partId));
  } catch (error) {
    for (const w of waiting) w.reject(error);
  }
}

/** Whether a part fits the vehicle; the calls of one render are sent together, 100 parts a request. */
function fetchFits(vehicle: ChosenVehicle, partId: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const key = vehicleKey(vehicle);
    let queue = queues.get(key);
    if (!queue) {
      queue = { vehicle, waiting: [] };
      queues.set(key, queue);
      setTimeout(() => {
        const { waiting } = queues.get(key)!;
        queues.delete(key);
        for (let start = 0; start < waiting.length; start += BATCH_MAX)
          void askBatch(vehicle, waiting.slice(start, start + BATCH_MAX));
      }, 0);
    }
    queue.waiting.push({ partId, resolve, reject });
  });
}

/** Whether the part fits the chosen vehicle: null when no vehicle is chosen or the answer is not there yet. */
export function usePartFits(part: Pick<PartSummary, 'id' | 'fit'>, known?: boolean): boolean | null {
  const vehicle = useVehicleFilterStore((state) => state.vehicle);
  // The vehicle filter's own parts fit by definition (they carry `fit`); a part page knows from its fitments.
  const settled = known ?? (part.fit ? true : undefined);
  const query = useQuery({
    queryKey: ['part-fits', vehicle ? vehicleKey(vehicle) : null, part.id],
    queryFn: () => fetchFits(vehicle!, part.id),
    enabled: vehicle !== null && settled === undefined,
    staleTime: 5 * 60_000,
  });
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
