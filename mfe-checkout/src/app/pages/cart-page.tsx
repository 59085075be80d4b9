import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { CartView, GuestCartView } from '../../features/cart/components/cart-view.tsx';
import type { ShortLine } from '../../features/checkout/api/place-order.ts';
import { ShortLinesAlert } from '../../features/checkout/components/short-lines-alert.tsx';
import { StaffNotice } from '../../lib/sign-in-prompt.tsx';
import { useShopper } from '../../lib/shopper.ts';
import { PageFrame } from './page-frame.tsx';

/** What checkout hands over when the API refused the order for short stock. */
export interface CartPageState {
  shortLines?: ShortLine[];
}

/** `{locale}/cart`: my cart; signed out, the cart this browser keeps until sign-in. */
export function CartPage() {
  const { t } = useLingui();
  const shopper = useShopper();
  const state = useLocation().state as CartPageState | null;
  return (
    <PageFrame title={t`Your cart`}>
      {shopper.kind === 'signed-out' ? (
        <GuestCartView />
      ) : shopper.kind === 'staff' ? (
        <StaffNotice />
      ) : (
        <>
          {state?.shortLines ? <ShortLinesAlert lines={state.shortLines} /> : null}
          <CartView />
        </>
      )}
    </PageFrame>
  );
}
