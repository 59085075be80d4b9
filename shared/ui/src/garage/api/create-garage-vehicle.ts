import { useMutation } from '@tanstack/react-query';
import { dataOf, http, queryClient, useVehicleFilterStore } from '@shop/client';
import type { AddGarageVehicleBody, GarageVehicle } from '@shop/contracts';
import type { SavedVehicle } from '../saved-vehicle.ts';
import { garageKeys } from './get-garage.ts';

/**
 * POST /api/frontend/garage: saves a vehicle to the account's garage (409 GARAGE_FULL when it is full). Takes any saved
 * vehicle (a browser's, with its names) and sends only the fields the API reads.
 */
export const createGarageVehicle = ({ brandId, modelId, yearId, vin, name }: AddGarageVehicleBody) =>
  dataOf<GarageVehicle>(http.post('/api/frontend/garage', { json: { brandId, modelId, yearId, vin, name } }));

/** The browser's garage is full (the account's answers 409 GARAGE_FULL instead). */
export class GarageFullError extends Error {}

/** Adds a vehicle to the account's garage when a shopper is signed in, else to the browser's. */
export const useAddToGarage = (signedIn: boolean) =>
  useMutation({
    mutationFn: async (vehicle: SavedVehicle) => {
      if (signedIn) {
        await createGarageVehicle(vehicle);
        await queryClient.invalidateQueries({ queryKey: garageKeys.all });
      } else if (!useVehicleFilterStore.getState().addToGuestGarage(vehicle)) {
        throw new GarageFullError();
      }
    },
  });
