import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation.tsx';
import { SignInPrompt, StaffNotice } from '../../lib/sign-in-prompt.tsx';
import { useShopper } from '../../lib/shopper.ts';
import { PageFrame } from './page-frame.tsx';

/** `{locale}/checkout/done/:orderId`: the confirmation of an order just placed. */
export function OrderDonePage() {
  const { t } = useLingui();
  const shopper = useShopper();
  const orderId = Number(useParams().orderId);
  return (
    <PageFrame>
      {shopper.kind === 'signed-out' ? (
        <SignInPrompt title={t`Sign in to see your order`} text={t`Your orders are kept with your account.`} />
      ) : shopper.kind === 'staff' ? (
        <StaffNotice />
      ) : Number.isSafeInteger(orderId) && orderId > 0 ? (
        <OrderConfirmation orderId={orderId} />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t`This address names no order.`}
        </Alert>
      )}
    </PageFrame>
  );
}
