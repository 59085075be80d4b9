import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { LinesSkeleton } from '../../lib/skeletons.tsx';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { cartOrdered } from '../../features/cart/api/cart-changed.ts';
import { useCart } from '../../features/cart/api/get-cart.ts';
import { CheckoutForm } from '../../features/checkout/components/checkout-form.tsx';
import { paths, useRouteLocale } from '../../lib/paths.ts';
import { SignInPrompt, StaffNotice } from '../../lib/sign-in-prompt.tsx';
import { useShopper, type Shopper } from '../../lib/shopper.ts';
import type { CartPageState } from './cart-page.tsx';
import { PageFrame } from './page-frame.tsx';
import { apiErrorText } from '@shop/ui';

/** `{locale}/checkout`: address, shipping, payment and the summary; places the order. */
export function CheckoutPage() {
  const { t } = useLingui();
  const shopper = useShopper();
  return (
    <PageFrame title={t`Checkout`}>
      {shopper.kind === 'signed-out' ? (
        <SignInPrompt
          title={t`Sign in or create an account to check out`}
          text={t`Orders are placed from your account, with one of your saved locations. Your cart comes with you.`}
        />
      ) : shopper.kind === 'staff' ? (
        <StaffNotice />
      ) : (
        <Checkout shopper={shopper} />
      )}
    </PageFrame>
  );
}

function Checkout({ shopper }: { shopper: Extract<Shopper, { kind: 'shopper' }> }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const navigate = useNavigate();
  const cart = useCart();

  if (cart.isPending) {
    return <LinesSkeleton lines={2} />;
  }
  if (cart.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(cart.error)}
      </Alert>
    );
  }
  if (cart.data.lines.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack gap="sm" align="flex-start">
          <Text>{t`Your cart is empty: there is nothing to check out.`}</Text>
          <Button component={Link} to={paths.home(locale)} variant="light">
            {t`Browse parts`}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <CheckoutForm
      cart={cart.data}
      locations={shopper.user.locations}
      onPlaced={(order) => {
        cartOrdered();
        void navigate(paths.orderDone(locale, order.id), { replace: true });
      }}
      onShort={(shortLines) => {
        // The short lines carry both names (`name`, `nameKh`); the cart words them in the shopper's language.
        const state: CartPageState = { shortLines };
        void navigate(paths.cart(locale), { state });
      }}
    />
  );
}
