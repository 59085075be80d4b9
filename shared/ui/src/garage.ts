// My garage for the storefront (GET/POST /api/frontend/garage, DELETE /:id: one file each in garage/api/): the
// account's garage when a shopper is signed in, else the browser's (vehicle-filter-store.ts), with one way to add and
// remove either. Used by the header's garage panel and the sign-in merge (shell) and the search page's "add to My
// garage" (mfe-catalog). Imported by its path, `@shop/ui/garage.ts`, never from the package index, so only the chunks
// that use it carry it (the storefront's first load is on a byte budget); the stores and the HTTP client come from
// `@shop/client`, the one shared instance.
import { isStaff, useSessionStore, useVehicleFilterStore } from '@shop/client';
import type { GarageVehicle } from '@shop/contracts';
import { useAddToGarage } from './garage/api/create-garage-vehicle.ts';
import { useRemoveFromGarage } from './garage/api/delete-garage-vehicle.ts';
import { useAccountGarage } from './garage/api/get-garage.ts';
import type { SavedVehicle } from './garage/saved-vehicle.ts';

export { createGarageVehicle, GarageFullError } from './garage/api/create-garage-vehicle.ts';
export { garageKeys } from './garage/api/get-garage.ts';
export type { SavedVehicle } from './garage/saved-vehicle.ts';

/** The account's garage when a shopper is signed in, else the browser's; one way to add and remove either. */
export function useGarage() {
  const user = useSessionStore((state) => state.user);
  const signedIn = user !== null && !isStaff(user.type);
  const guest = useVehicleFilterStore((state) => state.guestGarage);
  const account = useAccountGarage(signedIn);
  const add = useAddToGarage(signedIn);
  const remove = useRemoveFromGarage(signedIn);
  const vehicles: SavedVehicle[] = signedIn ? (account.data ?? []).map((v: GarageVehicle) => ({ ...v })) : guest;
  return { vehicles, add, remove, loading: signedIn && account.isPending };
}
