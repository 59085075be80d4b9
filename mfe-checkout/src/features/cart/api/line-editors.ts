// The two ways a cart line changes: the account's cart through the API, the guest's in the browser.
import type { CartLine } from '@shop/contracts';
import { useGuestShoppingStore } from '@shop/client';
import type { LineEditor } from '../components/cart-line-card.tsx';
import { useRemoveCartLine } from './remove-cart-line.ts';
import { useUpdateCartLine } from './update-cart-line.ts';

export function useAccountLineEditor(line: CartLine): LineEditor {
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  return {
    busy: update.isPending || remove.isPending,
    failure: update.error ?? remove.error,
    setQuantity: (quantity) => update.mutate({ id: line.id, body: { quantity } }),
    setUnit: (itemUnitId) => update.mutate({ id: line.id, body: { quantity: line.quantity, itemUnitId } }),
    remove: () => remove.mutate(line.id),
  };
}

/** A guest line's `id` is its position in the browser's list plus one (POST /api/frontend/cart/guest). */
export function useGuestLineEditor(line: CartLine): LineEditor {
  const index = line.id - 1;
  return {
    busy: false,
    failure: null,
    setQuantity: (quantity) => useGuestShoppingStore.getState().setLine(index, { quantity }),
    setUnit: (itemUnitId) => useGuestShoppingStore.getState().setLine(index, { quantity: line.quantity, itemUnitId }),
    remove: () => useGuestShoppingStore.getState().removeLine(index),
  };
}
