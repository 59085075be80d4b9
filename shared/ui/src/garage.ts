// My garage for the storefront (GET/POST /api/frontend/garage, DELETE /:id): the account's garage when a shopper is
// signed in, else the browser's (vehicle-filter-store.ts), with one way to add and remove either. Used by the header's
// garage panel and the sign-in merge (shell) and the search page's "add to My garage" (mfe-catalog). Imported by its
// path, `@shop/ui/garage.ts`, never from the package index, so only the chunks that use it carry it (the storefront's
// first load is on a byte budget); the stores and the HTTP client come from `@shop/client`, the one shared instance.
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  getData,
  http,
  isStaff,
  queryClient,
  useSessionStore,
  useVehicleFilterStore,
  type GuestGarageVehicle,
  dataOf,
} from '@shop/client';
import type { AddGarageVehicleBody, GarageVehicle } from '@shop/contracts';

export const garageKey = ['garage'] as const;

export const fetchGarage = () => getData<GarageVehicle[]>('/api/frontend/garage');

export const addToGarage = async (body: AddGarageVehicleBody) =>
  await dataOf<GarageVehicle>(http.post('/api/frontend/garage', { json: body }));

export const deleteGarageVehicle = async (id: number) =>
  await dataOf<GarageVehicle[]>(http.delete(`/api/frontend/garage/${id}`));

/** A saved vehicle: the browser's, or the account's with its id. */
export type SavedVehicle = GuestGarageVehicle & { id?: number };

/** The browser's garage is full (the account's answers 409 GARAGE_FULL instead). */
export class GarageFullError extends Error {}

/** The account's garage when a shopper is signed in, else the browser's; one way to add and remove either. */
export function useGarage() {
  const user = useSessionStore((state) => state.user);
  const signedIn = user !== null && !isStaff(user.type);
  const guest = useVehicleFilterStore((state) => state.guestGarage);
  const account = useQuery({ queryKey: garageKey, queryFn: fetchGarage, enabled: signedIn, staleTime: 60_000 });
  const add = useMutation({
    mutationFn: async (vehicle: SavedVehicle) => {
      if (signedIn) {
        await addToGarage({
          brandId: vehicle.brandId,
          modelId: vehicle.modelId,
          yearId: vehicle.yearId,
          vin: vehicle.vin,
          name: vehicle.name,
        });
        await queryClient.invalidateQueries({ queryKey: garageKey });
      } else if (!useVehicleFilterStore.getState().addToGuestGarage(vehicle)) {
        throw new GarageFullError();
      }
    },
  });
  const remove = useMutation({
    mutationFn: async (vehicle: SavedVehicle) => {
      if (signedIn && vehicle.id !== undefined)
        queryClient.setQueryData(garageKey, await deleteGarageVehicle(vehicle.id));
      else useVehicleFilterStore.getState().removeFromGuestGarage(vehicle);
    },
  });
  const vehicles: SavedVehicle[] = signedIn ? (account.data ?? []).map((v: GarageVehicle) => ({ ...v })) : guest;
  return { vehicles, add, remove, loading: signedIn && account.isPending };
}
