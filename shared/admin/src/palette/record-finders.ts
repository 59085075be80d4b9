// Records the command palette jumps to by number, through the API's existing staff routes: an order by
// its number, a part by its part number (the staff stock search), a user by e-mail or phone (admins).
import { getData, getPage } from '@shop/client';

export interface FoundRecord {
  key: string;
  kind: 'order' | 'part' | 'user';
  label: string;
  description?: string;
  /** Path below the back-office base (`orders/12`). */
  to: string;
}

const settle = async <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

/** An order number may be one digit; words need two letters before the API is asked. */
export const isSearchable = (query: string): boolean => /^#?\d+$/.test(query.trim()) || query.trim().length >= 2;

export async function findRecords(query: string, options: { admin: boolean }): Promise<FoundRecord[]> {
  const text = query.trim();
  if (!isSearchable(text)) return [];
  const orderNumber = /^#?(\d{1,9})$/.exec(text)?.[1];
  const [order, stocks, users] = await Promise.all([
    orderNumber ? settle(getData<{ id: number }>(`/api/backend/order/${orderNumber}`)) : undefined,
    settle(
      getPage<{ stockId: number; item: { partNumber: string; name: string } }>('/api/backend/order/stock', {
        search: text,
        size: 5,
      }),
    ),
    options.admin
      ? settle(
          getPage<{ id: number; name: string; email: string | null; phone: string | null }>('/api/backend/user', {
            q: text,
            size: 5,
          }),
        )
      : undefined,
  ]);
  return [
    ...(order
      ? [{ key: `order-${order.id}`, kind: 'order' as const, label: `#${order.id}`, to: `orders/${order.id}` }]
      : []),
    ...(stocks?.data ?? []).map((row) => ({
      key: `part-${row.stockId}`,
      kind: 'part' as const,
      label: row.item.partNumber,
      description: row.item.name,
      to: `stock/${row.stockId}`,
    })),
    ...(users?.data ?? []).map((user) => ({
      key: `user-${user.id}`,
      kind: 'user' as const,
      label: user.name,
      description: [user.email, user.phone].filter(Boolean).join(' · '),
      to: `users/${user.id}`,
    })),
  ];
}
