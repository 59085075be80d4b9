import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A catalogue name with its Khmer version (clients fall back to `name`). */
export interface VehicleName {
  name: string;
  nameKh: string | null;
}

/**
 * The vehicle the shopper chose (product spec: the filter state is yearId, brandId, modelId), with the
 * names the shell's header shows, so the header needs no request of its own.
 */
export interface ChosenVehicle {
  yearId: number;
  brandId: number;
  modelId: number;
  year: number;
  brand: VehicleName;
  model: VehicleName;
}

export interface VehicleFilterState {
  vehicle: ChosenVehicle | null;
  setVehicle(vehicle: ChosenVehicle): void;
  clearVehicle(): void;
}

/** Local storage key of the chosen vehicle (kept across visits, like a shop remembers your car). */
export const VEHICLE_STORAGE_KEY = 'vehicle';

// Storage can be missing (tests, private modes that throw): the choice then lasts for the page only.
const storage = createJSONStorage(() => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined as unknown as Storage;
  }
});

/** Client state only: the catalogue sets it from the filter page's query, the shell's header reads it. */
export const useVehicleFilterStore = create<VehicleFilterState>()(
  persist(
    (set) => ({
      vehicle: null,
      setVehicle: (vehicle) => set({ vehicle }),
      clearVehicle: () => set({ vehicle: null }),
    }),
    { name: VEHICLE_STORAGE_KEY, storage, partialize: (state) => ({ vehicle: state.vehicle }) },
  ),
);

/** The filter page's address for a vehicle: `/{locale}/filter?year=&brand=&model=&show-summary=true`. */
export function vehicleFilterPath(locale: string, vehicle: Pick<ChosenVehicle, 'yearId' | 'brandId' | 'modelId'>): string {
  return `/${locale}/filter?year=${vehicle.yearId}&brand=${vehicle.brandId}&model=${vehicle.modelId}&show-summary=true`;
}
