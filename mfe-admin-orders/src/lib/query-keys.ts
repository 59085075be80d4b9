import { createQueryKeys } from '@shop/client';
import { refreshAfterWrite } from '@shop/admin';

// The remote's query keys, shared by its features: a receipt can move an order to PAID, so invoices refresh orders.

/** The staff order desk's query keys: lists (and the tabs' counts), one order, its notes. */
export const orderKeys = createQueryKeys('backend-order');
export const orderCountKeys = createQueryKeys('backend-order-counts');
export const orderNoteKeys = createQueryKeys('backend-order-notes');
/** Invoice lists and each invoice's receipts (with its amounts). */
export const invoiceKeys = createQueryKeys('backend-invoice');
export const invoiceReceiptKeys = createQueryKeys('backend-invoice-receipts');
/** Receipt lists (the receipts screen). */
export const receiptKeys = createQueryKeys('backend-receipt');

/** A receipt can move its order to PAID: the receipt and invoice lists, the order lists, counts and details refresh too. */
export const refreshAfterReceipt = () =>
  refreshAfterWrite(receiptKeys.all, invoiceReceiptKeys.all, invoiceKeys.all, orderKeys.all, orderCountKeys.all, [
    'audit',
  ]);
