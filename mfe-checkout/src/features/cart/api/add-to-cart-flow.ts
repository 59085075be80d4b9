// What every "add to cart" button does: a signed-out visitor's line goes to the cart kept in the browser (merged
// into the account at sign-in); a shopper's add is posted; both are answered with a toast; a failure is a toast
// too, never an error thrown at the page. An add pressed offline (a shopper's or a visitor's) is kept in the browser,
// shown in the cart as waiting, and sent when the page is back online (@shop/client/offline-cart.ts; the shell sends
// it, and a visitor's is priced first, so a stock no longer sold is told rather than kept). The same add runs without a
// button too (`addToCart`, exposed with the widgets): a press on the catalogue's stand-in whose card went away before
// the widgets arrived.
import { useState } from 'react';
import { plural, t } from '@lingui/core/macro';
import { i18n } from '@shop/i18n';
import { CommerceErrorCode } from '@shop/contracts/error-codes.ts';
import { getErrorCode, useGuestShoppingStore } from '@shop/client';
import { isOfflineFailure, keepOfflineCartAdd } from '@shop/client/offline-cart.ts';
import { apiErrorText, errorCodeMessage, loadErrorWordings, showToast } from '@shop/ui';
import { shopperOf } from '../../../lib/shopper.ts';
import { createCartLine } from './add-to-cart.ts';

/** Finds the stock to add when the button is pressed; null when no store sells the item now. */
export type StockToAdd = () => number | null | Promise<number | null>;

export interface AddOptions {
  itemUnitId?: number;
  quantity?: number;
  /** The item's name as the page shows it: the cart names an add kept offline by it. */
  name?: string;
}

const fail = (message: string, title = t`Not added to your cart`) => showToast({ color: 'red', title, message });

/**
 * Adds to the cart for whoever is signed in when it runs, and answers with a toast: what a press of an "add to cart"
 * button does, with or without the button (it needs no component, so it completes after the button is gone).
 */
export async function addToCart(stockToAdd: StockToAdd, { name, ...options }: AddOptions = {}): Promise<void> {
  const shopper = shopperOf();
  if (shopper.kind === 'staff') {
    fail(t`Shopping is for customer and dealer accounts. Staff accounts work in the back-office.`);
    return;
  }
  try {
    const stockId = await stockToAdd();
    if (stockId === null) {
      fail(t`No store has this item in stock right now.`);
      return;
    }
    const body = {
      stockId,
      ...(options.itemUnitId ? { itemUnitId: options.itemUnitId } : {}),
      ...(options.quantity ? { quantity: options.quantity } : {}),
    };
    const keep = () => {
      keepOfflineCartAdd(shopper.kind === 'shopper' ? shopper.user.id : null, body, name);
      showToast({
        color: 'blue',
        title: t`Kept for your cart`,
        message: t`You are offline. It will be added to your cart when you are back online.`,
      });
    };
    // Offline, TanStack Query would hold the add in this page's memory only (a paused mutation): kept instead.
    if (!navigator.onLine) {
      keep();
      return;
    }
    let count: number;
    if (shopper.kind === 'signed-out') {
      const guest = useGuestShoppingStore.getState();
      if (
        !guest.addLine({
          stockId,
          quantity: options.quantity ?? 1,
          ...(options.itemUnitId ? { itemUnitId: options.itemUnitId } : {}),
        })
      ) {
        // Refused here, not by a call: the error codes' wordings are fetched on demand, so they are asked for first.
        await loadErrorWordings().catch(() => undefined);
        fail(i18n._(errorCodeMessage(CommerceErrorCode.cartFull)));
        return;
      }
      count = useGuestShoppingStore.getState().lines.length;
    } else {
      try {
        count = (await createCartLine(body)).count;
      } catch (error) {
        if (!isOfflineFailure(error)) throw error;
        keep();
        return;
      }
    }
    showToast({
      color: 'green',
      title: t`Added to your cart`,
      message: plural(count, { one: 'Your cart has # line.', other: 'Your cart has # lines.' }),
    });
  } catch (error) {
    // OUT_OF_STOCK and every other refusal carry a message that says what was wrong.
    fail(apiErrorText(error), getErrorCode(error) === CommerceErrorCode.outOfStock ? t`Out of stock` : undefined);
  }
}

/** addToCart for a button: `pending` while one of its adds runs (the button shows it loading). */
export function useAddToCartFlow() {
  const [running, setRunning] = useState(0);
  const add = async (stockToAdd: StockToAdd, options?: AddOptions): Promise<void> => {
    setRunning((count) => count + 1);
    try {
      await addToCart(stockToAdd, options);
    } finally {
      setRunning((count) => count - 1);
    }
  };
  return { add, pending: running > 0 };
}
