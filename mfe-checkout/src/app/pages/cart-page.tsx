import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { CartView, GuestCartView, type CartSummaryExtra } from '../../features/cart/components/cart-view.tsx';
import { WaitingAdds } from '../../features/cart/components/waiting-adds.tsx';
import { DeliveryEstimate } from '../../features/checkout/components/delivery-estimate.tsx';
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
  // The delivery estimate is checkout's (it quotes the cart's parts), drawn in the cart's summary.
  const delivery: CartSummaryExtra = (cart) => (
    <DeliveryEstimate cart={cart} locations={shopper.kind === 'shopper' ? shopper.user.locations : []} />
  );
  return (
    <PageFrame title={t`Your cart`}>
      {shopper.kind === 'signed-out' ? (
        <>
          <WaitingAdds userId={null} />
          <GuestCartView summaryExtra={delivery} />
        </>
      ) : shopper.kind === 'staff' ? (
        <StaffNotice />
      ) : (
        <>
          {state?.shortLines ? <ShortLinesAlert lines={state.shortLines} /> : null}
          <WaitingAdds userId={shopper.user.id} />
          <CartView summaryExtra={delivery} />
        </>
      )}
    </PageFrame>
  );
}
