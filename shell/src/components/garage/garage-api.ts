// The account's garage (GET/POST /api/frontend/garage, DELETE /:id), for the header's garage panel and the sign-in merge.
import { getData, http } from '@shop/client';
import type { AddGarageVehicleBody, GarageVehicle } from '@shop/contracts';

export const garageKey = ['garage'] as const;

export const fetchGarage = () => getData<GarageVehicle[]>('/api/frontend/garage');

export const addToGarage = async (body: AddGarageVehicleBody) =>
  (await http.post('/api/frontend/garage', { json: body }).json<{ data: GarageVehicle }>()).data;

export const removeFromGarage = async (id: number) =>
  (await http.delete(`/api/frontend/garage/${id}`).json<{ data: GarageVehicle[] }>()).data;
