import { createQueryKeys } from '@shop/client';

export const vehicleKeys = {
  ...createQueryKeys('vehicle'),
  years: () => ['vehicle', 'years'] as const,
  brandYears: (brandId: number) => ['vehicle', 'brand-years', brandId] as const,
  models: (yearId: number, brandId: number) => ['vehicle', 'models', yearId, brandId] as const,
};
