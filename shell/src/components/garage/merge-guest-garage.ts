// At sign-in, the vehicles a shopper saved while signed out move into the account's garage (its own chunk: only a
// shopper with a browser garage downloads it). One that the account already has is kept once (the API answers the
// saved one); when the account's garage is full the rest stay in the browser, so nothing is lost.
import { getErrorCode, queryClient, useVehicleFilterStore } from '@shop/client';
import { createGarageVehicle, garageKeys } from '@shop/ui/garage.ts';

let running: Promise<void> | null = null;

export function mergeGuestGarage(): Promise<void> {
  running ??= (async () => {
    const store = useVehicleFilterStore.getState();
    for (const vehicle of store.guestGarage) {
      try {
        await createGarageVehicle(vehicle);
        useVehicleFilterStore.getState().removeFromGuestGarage(vehicle);
      } catch (error) {
        if (getErrorCode(error) === 'GARAGE_FULL') break;
        // A vehicle the catalogue no longer knows (400) cannot be saved anywhere: drop it rather than retry forever.
        if (getErrorCode(error) === 'VALIDATION') useVehicleFilterStore.getState().removeFromGuestGarage(vehicle);
      }
    }
    await queryClient.invalidateQueries({ queryKey: garageKeys.all });
  })().finally(() => {
    running = null;
  });
  return running;
}
