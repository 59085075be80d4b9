// A signed-out shopper's cart and favourites, kept in this browser (localStorage) until someone signs in; then
// they are merged into the account (POST /api/frontend/cart/merge) and cleared here. Shared by the shell (the
// header's cart count) and the remotes (add to cart, favourite, the cart page).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { GuestCartLine, GuestMergeResult } from '@shop/contracts';
import { MAX_CART_LINE_QUANTITY, MAX_CART_LINES } from '@shop/contracts/limits.ts';
import { dataOf, http } from './http.ts';

export const GUEST_SHOPPING_KEY = 'guest-shopping';

export interface GuestShoppingState {
  lines: GuestCartLine[];
  favoriteItemIds: number[];
  /** Adds a line; the same stock in the same unit adds to its line. False when the cart is full. */
  addLine(line: GuestCartLine): boolean;
  setLine(index: number, change: { quantity: number; itemUnitId?: number }): void;
  removeLine(index: number): void;
  /** Drops lines the API no longer prices (a stock that is gone). */
  keepLines(indexes: ReadonlySet<number>): void;
  /** Adds or removes a favourite; answers whether it is a favourite now. */
  toggleFavorite(itemId: number): boolean;
  clear(): void;
}

const sameLine = (a: GuestCartLine, b: GuestCartLine) => a.stockId === b.stockId && a.itemUnitId === b.itemUnitId;
const capped = (quantity: number) => Math.min(MAX_CART_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));

export const useGuestShoppingStore = create<GuestShoppingState>()(
  persist(
    (set, get) => ({
      lines: [],
      favoriteItemIds: [],
      addLine(line) {
        const lines = get().lines;
        const index = lines.findIndex((existing) => sameLine(existing, line));
        if (index >= 0) {
          set({
            lines: lines.map((existing, i) =>
              i === index ? { ...existing, quantity: capped(existing.quantity + line.quantity) } : existing,
            ),
          });
          return true;
        }
        if (lines.length >= MAX_CART_LINES) return false;
        set({ lines: [...lines, { ...line, quantity: capped(line.quantity) }] });
        return true;
      },
      setLine(index, change) {
        const lines = get().lines;
        const target = lines[index];
        if (!target) return;
        const changed: GuestCartLine = {
          stockId: target.stockId,
          quantity: capped(change.quantity),
          ...((change.itemUnitId ?? target.itemUnitId) ? { itemUnitId: change.itemUnitId ?? target.itemUnitId } : {}),
        };
        // A unit another line has already: keep one line, with the new quantity (as the account's cart does).
        const twin = lines.findIndex((line, i) => i !== index && sameLine(line, changed));
        set({
          lines:
            twin >= 0
              ? lines.filter((_, i) => i !== index).map((line) => (sameLine(line, changed) ? changed : line))
              : lines.map((line, i) => (i === index ? changed : line)),
        });
      },
      removeLine(index) {
        set({ lines: get().lines.filter((_, i) => i !== index) });
      },
      keepLines(indexes) {
        if (indexes.size === get().lines.length) return;
        set({ lines: get().lines.filter((_, i) => indexes.has(i)) });
      },
      toggleFavorite(itemId) {
        const favorites = get().favoriteItemIds;
        const now = !favorites.includes(itemId);
        set({ favoriteItemIds: now ? [itemId, ...favorites] : favorites.filter((id) => id !== itemId) });
        return now;
      },
      clear() {
        set({ lines: [], favoriteItemIds: [] });
      },
    }),
    { name: GUEST_SHOPPING_KEY, partialize: ({ lines, favoriteItemIds }) => ({ lines, favoriteItemIds }) },
  ),
);

/**
 * Moves what was kept as a guest into the account that just signed in (a shopper's), then clears it here.
 * Answers the merge, or null when there was nothing to merge. A failure keeps the guest's lines for a later try.
 */
export async function mergeGuestShopping(): Promise<GuestMergeResult | null> {
  const { lines, favoriteItemIds, clear } = useGuestShoppingStore.getState();
  if (lines.length === 0 && favoriteItemIds.length === 0) return null;
  const data = await dataOf<GuestMergeResult>(
    http.post('/api/frontend/cart/merge', { json: { lines, favoriteItemIds } }),
  );
  clear();
  return data;
}
