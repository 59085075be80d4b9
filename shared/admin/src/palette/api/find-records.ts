// Records the command palette jumps to, found through the API's existing staff routes, so each answer is already kept
// to what the viewer may see (a supplier: its own orders and stock; people, parts and suppliers: admins only):
// orders by number, phone (any spacing), e-mail, name or part number (the orders list's own search); customers by
// name, e-mail or phone; parts and stock by part number or name; suppliers by name, e-mail or phone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getPage } from '@shop/client';
import { localizedName } from '@shop/i18n';

export type RecordKind = 'order' | 'customer' | 'part' | 'stock' | 'supplier';

/** The order the palette shows its groups in. */
export const RECORD_KINDS: readonly RecordKind[] = ['order', 'customer', 'part', 'stock', 'supplier'];

export interface FoundRecord {
  key: string;
  kind: RecordKind;
  label: string;
  description?: string;
  /**
   * Path below the back-office base. Customers and suppliers have no page of their own, so theirs is their list
   * narrowed to that one record (`users?search=<e-mail>`).
   */
  to: string;
}

interface Named {
  name: string;
  nameKh: string | null;
}
interface OrderRow {
  id: number;
  status: string;
  customer: { name: string };
}
interface PersonRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
}
interface PartRow extends Named {
  id: number;
  partNumber: string;
}
interface StockRow {
  id: number;
  item: Named & { partNumber: string };
  store: Named;
  quantity: number;
}
interface SupplierRow extends Named {
  id: number;
  email: string | null;
  phone: string | null;
}

const PER_KIND = 5;
/** A failed or forbidden lookup is an empty group, never an error in the palette. */
const settle = async <T>(promise: Promise<{ data: T[] }>): Promise<T[]> =>
  promise.then((page) => page.data).catch(() => []);

/** An order number may be one digit; words need two characters before the API is asked. */
export const isSearchable = (query: string): boolean => /^#?\d+$/.test(query.trim()) || query.trim().length >= 2;

/** The list narrowed to one record: its e-mail, else its phone, else its name. */
const narrowedTo = (list: string, row: { name: string; email: string | null; phone: string | null }) =>
  `${list}?search=${encodeURIComponent(row.email ?? row.phone ?? row.name)}`;

export interface FindOptions {
  admin: boolean;
  /** The page's language (Lingui's): names in Khmer where the record has one. */
  locale: string;
}

export async function findRecords(query: string, { admin, locale }: FindOptions): Promise<FoundRecord[]> {
  const text = query.trim();
  if (!isSearchable(text)) return [];
  const nameOf = (row: Named) => localizedName(row, locale);
  const search = { search: text, size: PER_KIND };
  const [orders, customers, parts, stocks, suppliers] = await Promise.all([
    settle(getPage<OrderRow>('/api/backend/order', { ...search, status: 'ALL' })),
    admin ? settle(getPage<PersonRow>('/api/backend/user', { ...search, group: 'shopper' })) : [],
    admin ? settle(getPage<PartRow>('/api/backend/part', search)) : [],
    settle(getPage<StockRow>('/api/backend/stock', search)),
    admin ? settle(getPage<SupplierRow>('/api/backend/supplier', search)) : [],
  ]);
  return [
    ...orders.map((order) => ({
      key: `order-${order.id}`,
      kind: 'order' as const,
      label: `#${order.id}`,
      description: order.customer.name,
      to: `orders/${order.id}`,
    })),
    ...customers.map((person) => ({
      key: `customer-${person.id}`,
      kind: 'customer' as const,
      label: person.name,
      description: [person.email, person.phone].filter(Boolean).join(' · '),
      to: narrowedTo('users', person),
    })),
    ...parts.map((part) => ({
      key: `part-${part.id}`,
      kind: 'part' as const,
      label: part.partNumber,
      description: nameOf(part),
      to: `parts/${part.id}`,
    })),
    // One stock per store: the store's name tells them apart, and each opens that stock's own history.
    ...stocks.map((stock) => ({
      key: `stock-${stock.id}`,
      kind: 'stock' as const,
      label: `${stock.item.partNumber} · ${nameOf(stock.store)}`,
      description: nameOf(stock.item),
      to: `stock-history/${stock.id}`,
    })),
    ...suppliers.map((supplier) => ({
      key: `supplier-${supplier.id}`,
      kind: 'supplier' as const,
      label: nameOf(supplier),
      description: [supplier.email, supplier.phone].filter(Boolean).join(' · '),
      to: narrowedTo('suppliers', supplier),
    })),
  ];
}

const paletteKeys = createQueryKeys('palette');

/** The records a palette search finds (kept 10 s; asked only once the text is searchable). */
export const foundRecordsQueryOptions = (query: string, options: FindOptions) =>
  queryOptions({
    queryKey: paletteKeys.list({ query, ...options }),
    queryFn: () => findRecords(query, options),
    enabled: isSearchable(query),
    staleTime: 10_000,
  });

export const useFoundRecords = (query: string, options: FindOptions) =>
  useQuery(foundRecordsQueryOptions(query, options));
