import { lazy, Suspense } from 'react';
import type { InvoiceDocumentProps } from './invoice/invoice-document.tsx';
import { LoadingBlock } from './query-state.tsx';

// Documents a few pages draw, fetched when drawn: the invoice (Mantine's Table, which brings ScrollArea and Floating
// UI) and an order's KHQR payment code (SegmentedControl). @shop/ui is shared whole, so whatever its index imports is
// in every page's first load, the storefront's home included.
const InvoiceDocumentNow = lazy(() => import('./invoice/invoice-document.tsx').then((module) => ({ default: module.InvoiceDocument })));
const OrderKhqrNow = lazy(() => import('./khqr/order-khqr.tsx').then((module) => ({ default: module.OrderKhqr })));

/** An invoice as a printable document (invoice/invoice-document.tsx). */
export function InvoiceDocument(props: InvoiceDocumentProps) {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <InvoiceDocumentNow {...props} />
    </Suspense>
  );
}

/** An order's KHQR payment code (khqr/order-khqr.tsx). */
export function OrderKhqr(props: { orderId: number }) {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <OrderKhqrNow {...props} />
    </Suspense>
  );
}
