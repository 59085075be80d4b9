import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnumType, PlaceOrderBody } from '@shop/contracts';
import { getData } from '@shop/client';
import { shippingOptionKeys } from './checkout-keys.ts';

export type ShippingOption = NonNullable<PlaceOrderBody['shippingOption']>;

/** GET /api/other/enum_type?type=SHIPPING_OPTIONS: the ways an order can travel (product spec §3). */
export async function getShippingOptions(): Promise<ShippingOption[]> {
  const types = await getData<EnumType[]>('/api/other/enum_type', { searchParams: { type: 'SHIPPING_OPTIONS' } });
  return (types.find((entry) => entry.type === 'SHIPPING_OPTIONS')?.values ?? []) as ShippingOption[];
}

export const shippingOptionsQueryOptions = () =>
  queryOptions({ queryKey: shippingOptionKeys.lists(), queryFn: getShippingOptions, staleTime: 60 * 60_000 });

export function useShippingOptions() {
  return useQuery(shippingOptionsQueryOptions());
}
