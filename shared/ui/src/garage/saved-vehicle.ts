import type { GuestGarageVehicle } from '@shop/client';

/** A saved vehicle: the browser's, or the account's with its id. */
export type SavedVehicle = GuestGarageVehicle & { id?: number };
