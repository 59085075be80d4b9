import type { QueryReading } from '@shop/contracts';

/** The model year a query's reading names, when the shop knows its brand, model and year (what My garage keeps). */
export function understoodVehicle(reading: QueryReading | undefined) {
  const { brand, model, year } = reading ?? {};
  return brand && model && year?.id !== undefined ? { brand, model, year: { id: year.id, value: year.value } } : null;
}
