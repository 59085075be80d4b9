import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getData } from '@shop/client';
import type { GarageVehicle } from '@shop/contracts';

export const garageKeys = createQueryKeys('garage');

/** GET /api/frontend/garage: the signed-in shopper's saved vehicles. */
export const getGarage = () => getData<GarageVehicle[]>('/api/frontend/garage');

export const garageQueryOptions = () =>
  queryOptions({ queryKey: garageKeys.lists(), queryFn: getGarage, staleTime: 60_000 });

/** The account's garage, asked only while a shopper is signed in. */
export const useAccountGarage = (signedIn: boolean) => useQuery({ ...garageQueryOptions(), enabled: signedIn });
