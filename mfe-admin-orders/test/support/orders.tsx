// What the orders remote's page tests share: a page opened through the remote's own routes (the screens the shell
// mounts under `/:locale/admin`), and the pieces of an order the contract-checked API stand-in answers with.
import type { OrderDetailView, OrderLine, PartDelivery } from '@shop/contracts';
import { storePickupAt } from '@shop/contracts/testing/part-deliveries.ts';
import { openRoutes } from '@shop/federation/testing/open-routes.tsx';
import { admin } from '../../src/app/routes.tsx';

/** Opens `/:locale/admin/<path>` over the remote's routes, as the shell mounts them. */
export const openAdmin = (path: string, locale: 'en' | 'kh' = 'en') =>
  openRoutes(admin, `/${locale}/admin/${path}`, '/admin');

export const placedAt = '2026-12-06T08:00:00.000Z';

/** The two suppliers: Angkor (1) has a store to collect from, Mekong (2) ships by road. */
export const supplierOf = (id: number) =>
  id === 1 ? { id: 1, name: 'Angkor Parts', nameKh: null } : { id: 2, name: 'Mekong Motors', nameKh: null };

/** An order line of part `id`: 2 pieces at $5.00 (៛20,500 each at 4,100 riel a dollar). */
export const orderLine = (id: number, supplierId = 1, status: OrderLine['status'] = 'OPEN'): OrderLine => ({
  id,
  stockId: 500 + id,
  item: {
    itemId: id,
    type: 'Part',
    partId: id,
    accessoryId: null,
    partNumber: `PN-${id}`,
    name: `Part ${id}`,
    nameKh: null,
  },
  unit: { id: 1, name: 'Piece', nameKh: 'គ្រឿង', factor: 1 },
  supplier: supplierOf(supplierId),
  quantity: 2,
  baseQuantity: 2,
  unitPrice: '5.00',
  unitPriceKhr: '20500',
  lineTotal: '10.00',
  lineTotalKhr: '41000',
  status,
});

export const deliveryAddress: OrderDetailView['address'] = {
  userLocationId: null,
  locationId: 1,
  locationName: 'Phnom Penh',
  locationNameKh: 'ភ្នំពេញ',
  recipientName: null,
  phone: null,
  address: 'St 1',
};

/** A part sent by road ('Ground Way', worded "By road") in 1-3 days for $3.50, and cash on delivery if `codFee`. */
export const byRoad = (codFee: { codFee: string; codFeeKhr: string } = { codFee: '0.00', codFeeKhr: '0' }) =>
  ({
    option: 'Ground Way',
    fee: '3.50',
    feeKhr: '14400',
    ...codFee,
    daysMin: 1,
    daysMax: 3,
    pickup: null,
  }) satisfies PartDelivery;

/** A part collected at Angkor's store, free. */
export const storePickup = storePickupAt({
  storeId: 4,
  name: 'Angkor store',
  nameKh: 'ហាងអង្គរ',
  phone: '023 456 789',
  address: 'No. 12, Street 271',
});
