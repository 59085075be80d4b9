// Whether parts fit the vehicle chosen in the header, for the "Fits your Toyota Camry 2015" badge (../vehicle-fit.tsx).
// Cards ask the vehicle filter which of their parts fit (partIds): the cards on screen are gathered into one request
// of at most 100 parts, answered from the storefront cache like the other catalogue reads.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, http, type ChosenVehicle } from '@shop/client';
import type { VehicleFilterResult } from '@shop/contracts';

const BATCH_MAX = 100;

export const partFitKeys = createQueryKeys('part-fits');

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

/** POST /api/frontend/dashboard with partIds: whether a part fits the vehicle; one render's calls go together, 100 a request. */
export function getPartFits(vehicle: ChosenVehicle, partId: number): Promise<boolean> {
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

/** Asked only with a vehicle chosen (`enabled` false otherwise, so the vehicle is there when it runs). */
export const partFitsQueryOptions = (vehicle: ChosenVehicle | null, partId: number, enabled: boolean) =>
  queryOptions({
    queryKey: partFitKeys.detail(`${vehicle ? vehicleKey(vehicle) : null}:${partId}`),
    queryFn: () => getPartFits(vehicle!, partId),
    enabled: vehicle !== null && enabled,
    staleTime: 5 * 60_000,
  });

export const usePartFitsAnswer = (vehicle: ChosenVehicle | null, partId: number, enabled: boolean) =>
  useQuery(partFitsQueryOptions(vehicle, partId, enabled));
