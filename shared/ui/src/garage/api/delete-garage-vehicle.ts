import { useMutation } from '@tanstack/react-query';
import { dataOf, http, queryClient, useVehicleFilterStore } from '@shop/client';
import type { GarageVehicle } from '@shop/contracts';
import type { SavedVehicle } from '../saved-vehicle.ts';
import { garageKeys } from './get-garage.ts';

/** DELETE /api/frontend/garage/:id: the account's garage without that vehicle. */
export const deleteGarageVehicle = (id: number) => dataOf<GarageVehicle[]>(http.delete(`/api/frontend/garage/${id}`));

/** Removes a vehicle from the account's garage (the answer is the garage left) or from the browser's. */
export const useRemoveFromGarage = (signedIn: boolean) =>
  useMutation({
    mutationFn: async (vehicle: SavedVehicle) => {
      if (signedIn && vehicle.id !== undefined)
        queryClient.setQueryData(garageKeys.lists(), await deleteGarageVehicle(vehicle.id));
      else useVehicleFilterStore.getState().removeFromGuestGarage(vehicle);
    },
  });
