import { beforeEach, describe, expect, it } from 'vitest';
import { VEHICLE_STORAGE_KEY, useVehicleFilterStore, vehicleFilterPath, type ChosenVehicle } from '../src/index.ts';

const camry: ChosenVehicle = {
  yearId: 21,
  brandId: 1,
  modelId: 1,
  year: 2015,
  brand: { name: 'Toyota', nameKh: 'តូយ៉ូតា' },
  model: { name: 'Camry', nameKh: 'កាមរី' },
};

beforeEach(() => {
  localStorage.clear();
  useVehicleFilterStore.getState().clearVehicle();
});

describe('vehicle filter store', () => {
  it('keeps the chosen vehicle in local storage, and forgets it when cleared', () => {
    useVehicleFilterStore.getState().setVehicle(camry);
    expect(useVehicleFilterStore.getState().vehicle).toEqual(camry);
    expect(JSON.parse(localStorage.getItem(VEHICLE_STORAGE_KEY)!).state.vehicle).toEqual(camry);
    useVehicleFilterStore.getState().clearVehicle();
    expect(JSON.parse(localStorage.getItem(VEHICLE_STORAGE_KEY)!).state.vehicle).toBeNull();
  });

  it('builds the filter page address of the product spec', () => {
    expect(vehicleFilterPath('kh', camry)).toBe('/kh/filter?year=21&brand=1&model=1&show-summary=true');
  });
});
