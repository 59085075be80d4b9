import { Suspense } from 'react';
import { catalogsLoaded } from '@shop/i18n';
import type { InvoiceDocumentProps } from './invoice/invoice-document.tsx';
import { lazyNamed } from './lazy-named.ts';
import { LoadingBlock } from './query-state.tsx';

// Documents a few pages draw, fetched when drawn: the invoice (Mantine's Table, which brings ScrollArea and Floating
// UI) and an order's KHQR payment code (SegmentedControl). @shop/ui is shared whole, so whatever its index imports is
// in every page's first load, the storefront's home included.
// The invoice's words are a catalogue of their own (src/invoice/i18n.ts), registered when its module runs.
const InvoiceDocumentNow = lazyNamed(async () => {
  const module = await import('./invoice/invoice-document.tsx');
  await catalogsLoaded();
  return module;
}, 'InvoiceDocument');
const OrderKhqrNow = lazyNamed(() => import('./khqr/order-khqr.tsx'), 'OrderKhqr');

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
