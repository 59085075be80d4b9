import { beforeEach, describe, expect, it } from 'vitest';
import {
  GUEST_GARAGE_LIMIT,
  VEHICLE_STORAGE_KEY,
  useVehicleFilterStore,
  vehicleFilterPath,
  type ChosenVehicle,
} from '../src/index.ts';

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
  useVehicleFilterStore.getState().clearGuestGarage();
});

describe('vehicle filter store', () => {
  it('keeps the chosen vehicle in local storage, and forgets it when cleared', () => {
    useVehicleFilterStore.getState().setVehicle(camry);
    expect(useVehicleFilterStore.getState().vehicle).toEqual(camry);
    expect(JSON.parse(localStorage.getItem(VEHICLE_STORAGE_KEY)!).state.vehicle).toEqual(camry);
    useVehicleFilterStore.getState().clearVehicle();
    expect(JSON.parse(localStorage.getItem(VEHICLE_STORAGE_KEY)!).state.vehicle).toBeNull();
  });

  it('tells no one when the vehicle already chosen is chosen again, and tells of another vehicle or another name', () => {
    useVehicleFilterStore.getState().setVehicle(camry);
    let changes = 0;
    const stopWatching = useVehicleFilterStore.subscribe(() => (changes += 1));
    try {
      useVehicleFilterStore.getState().setVehicle({ ...camry, brand: { ...camry.brand }, model: { ...camry.model } });
      expect(changes).toBe(0);
      useVehicleFilterStore.getState().setVehicle({ ...camry, model: { name: 'Camry', nameKh: null } });
      expect(changes).toBe(1);
      useVehicleFilterStore.getState().setVehicle({ ...camry, yearId: 22, year: 2016 });
      expect(changes).toBe(2);
      expect(useVehicleFilterStore.getState().vehicle).toMatchObject({ yearId: 22, year: 2016 });
    } finally {
      stopWatching();
    }
  });

  it('builds the filter page address of the product spec', () => {
    expect(vehicleFilterPath('kh', camry)).toBe('/kh/filter?year=21&brand=1&model=1&show-summary=true');
  });

  it("keeps a signed-out shopper's garage in local storage: each vehicle once, at most the limit", () => {
    const store = useVehicleFilterStore.getState();
    expect(store.addToGuestGarage({ ...camry, vin: null, name: null })).toBe(true);
    expect(store.addToGuestGarage({ ...camry, vin: null, name: 'again' })).toBe(true);
    expect(useVehicleFilterStore.getState().guestGarage).toHaveLength(1);
    for (let year = 1; year < GUEST_GARAGE_LIMIT; year += 1)
      store.addToGuestGarage({ ...camry, yearId: 100 + year, vin: null, name: null });
    expect(store.addToGuestGarage({ ...camry, yearId: 999, vin: null, name: null })).toBe(false);
    expect(JSON.parse(localStorage.getItem(VEHICLE_STORAGE_KEY)!).state.guestGarage).toHaveLength(GUEST_GARAGE_LIMIT);
    store.removeFromGuestGarage({ ...camry, vin: null, name: null });
    expect(useVehicleFilterStore.getState().guestGarage).toHaveLength(GUEST_GARAGE_LIMIT - 1);
  });
});
