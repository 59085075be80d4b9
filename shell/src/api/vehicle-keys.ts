/** The vehicle lookups' keys: the years, and a year's models of one brand. */
export const vehicleKeys = {
  years: () => ['vehicles', 'years'] as const,
  models: (yearId: number, brandId: number) => ['vehicles', 'models', yearId, brandId] as const,
};
