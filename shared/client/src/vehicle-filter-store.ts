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

/** A vehicle in the signed-out shopper's garage (kept in the browser, merged into the account at sign-in). */
export interface GuestGarageVehicle extends ChosenVehicle {
  vin: string | null;
  name: string | null;
}

/** The browser's garage keeps as many vehicles as the account's (GARAGE_LIMIT in @shop/contracts' garage.ts). */
export const GUEST_GARAGE_LIMIT = 10;

/** One vehicle is the same as another when its model, year and VIN are (as the API decides for the account's garage). */
export const sameGarageVehicle = (
  a: Pick<GuestGarageVehicle, 'modelId' | 'yearId' | 'vin'>,
  b: Pick<GuestGarageVehicle, 'modelId' | 'yearId' | 'vin'>,
) => a.modelId === b.modelId && a.yearId === b.yearId && (a.vin ?? null) === (b.vin ?? null);

const sameName = (a: VehicleName, b: VehicleName) => a.name === b.name && a.nameKh === b.nameKh;

/** One chosen vehicle is the same as another when its ids, its year and the names the header shows are. */
const sameChosenVehicle = (a: ChosenVehicle, b: ChosenVehicle) =>
  a.yearId === b.yearId &&
  a.brandId === b.brandId &&
  a.modelId === b.modelId &&
  a.year === b.year &&
  sameName(a.brand, b.brand) &&
  sameName(a.model, b.model);

export interface VehicleFilterState {
  vehicle: ChosenVehicle | null;
  setVehicle(vehicle: ChosenVehicle): void;
  clearVehicle(): void;
  /** The signed-out shopper's garage; empty once merged into the account. */
  guestGarage: GuestGarageVehicle[];
  /** Adds a vehicle to the browser's garage unless it is there or the garage is full; answers whether it is there now. */
  addToGuestGarage(vehicle: GuestGarageVehicle): boolean;
  removeFromGuestGarage(vehicle: GuestGarageVehicle): void;
  clearGuestGarage(): void;
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

/**
 * Client state only: the catalogue sets the vehicle from the filter page's query, the shell's header reads it and
 * picks one from the garage. A signed-out shopper's garage lives here too (the account's is server state).
 */
export const useVehicleFilterStore = create<VehicleFilterState>()(
  persist(
    (set, get) => ({
      vehicle: null,
      // Choosing the vehicle already chosen changes nothing and tells no one: every part card's "Fits your ..." badge
      // reads it, and React draws a store's change in one synchronous render of all of them (docs/storefront.md,
      // "Main-thread work at start"). The filter page chooses its vehicle on each answer, the garage on each pick.
      setVehicle: (vehicle) =>
        set((state) => (state.vehicle && sameChosenVehicle(state.vehicle, vehicle) ? state : { vehicle })),
      clearVehicle: () => set({ vehicle: null }),
      guestGarage: [],
      addToGuestGarage: (vehicle) => {
        const garage = get().guestGarage;
        if (garage.some((saved) => sameGarageVehicle(saved, vehicle))) return true;
        if (garage.length >= GUEST_GARAGE_LIMIT) return false;
        set({ guestGarage: [...garage, vehicle] });
        return true;
      },
      removeFromGuestGarage: (vehicle) =>
        set({ guestGarage: get().guestGarage.filter((saved) => !sameGarageVehicle(saved, vehicle)) }),
      clearGuestGarage: () => set({ guestGarage: [] }),
    }),
    {
      name: VEHICLE_STORAGE_KEY,
      storage,
      partialize: (state) => ({ vehicle: state.vehicle, guestGarage: state.guestGarage }),
    },
  ),
);

/** The filter page's address for a vehicle: `/{locale}/filter?year=&brand=&model=&show-summary=true`. */
export function vehicleFilterPath(
  locale: string,
  vehicle: Pick<ChosenVehicle, 'yearId' | 'brandId' | 'modelId'>,
): string {
  return `/${locale}/filter?year=${vehicle.yearId}&brand=${vehicle.brandId}&model=${vehicle.modelId}&show-summary=true`;
}
