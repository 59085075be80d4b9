import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@shop/ui';
import { RemotePage } from '../../lib/remote-page.tsx';

export function CartPage() {
  const { t } = useLingui();
  return (
    <RemotePage>
      <PlaceholderPage
        title={t`Your cart`}
        description={t`Parts you add to your cart will be listed here with quantities and prices. The cart is coming soon.`}
      />
    </RemotePage>
  );
}

export function FavoritesPage() {
  const { t } = useLingui();
  return (
    <RemotePage>
      <PlaceholderPage
        title={t`Favorites`}
        description={t`Save the parts you like and find them here later. Favorites are coming soon.`}
      />
    </RemotePage>
  );
}

export function CheckoutPage() {
  const { t } = useLingui();
  return (
    <RemotePage>
      <PlaceholderPage
        title={t`Checkout`}
        description={t`Choose a delivery address and a payment method, then place your order. Checkout is coming soon.`}
      />
    </RemotePage>
  );
}
