import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { LinesSkeleton } from '../../../lib/skeletons.tsx';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { TelegramMainButton } from '@shop/ui/telegram-main-button.tsx';
import type { Cart, CartLine } from '@shop/contracts';
import { Amount, apiErrorText } from '@shop/ui';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import { useGuestShoppingStore } from '@shop/client';
import { useCart } from '../api/get-cart.ts';
import { useGuestCart } from '../api/get-guest-cart.ts';
import { useAccountLineEditor, useGuestLineEditor } from '../api/line-editors.ts';
import { CartLineCard } from './cart-line-card.tsx';

function AccountCartLine({ line }: { line: CartLine }) {
  return <CartLineCard line={line} editor={useAccountLineEditor(line)} />;
}

function GuestCartLine({ line }: { line: CartLine }) {
  return <CartLineCard line={line} editor={useGuestLineEditor(line)} />;
}

/** What the page adds under the cart's total (the delivery estimate), drawn from the cart as priced. */
export type CartSummaryExtra = (cart: Cart) => ReactNode;

/** The signed-in shopper's cart: its lines, the totals in USD and KHR, and the way to checkout. */
export function CartView({ summaryExtra }: { summaryExtra?: CartSummaryExtra }) {
  return <CartContents cart={useCart()} Line={AccountCartLine} summaryExtra={summaryExtra} />;
}

/** A signed-out shopper's cart, kept in the browser and priced by the API; checkout asks to sign in or register. */
export function GuestCartView({ summaryExtra }: { summaryExtra?: CartSummaryExtra }) {
  const empty = useGuestShoppingStore((state) => state.lines.length === 0);
  const cart = useGuestCart();
  return empty ? <EmptyCart /> : <CartContents cart={cart} Line={GuestCartLine} summaryExtra={summaryExtra} />;
}

function CartContents({
  cart,
  Line,
  summaryExtra,
}: {
  cart: UseQueryResult<Cart>;
  Line: (props: { line: CartLine }) => ReactNode;
  summaryExtra?: CartSummaryExtra;
}) {
  const { t } = useLingui();

  if (cart.isPending) {
    return <LinesSkeleton />;
  }
  if (cart.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(cart.error)}
      </Alert>
    );
  }
  if (cart.data.lines.length === 0) return <EmptyCart />;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Cart lines`}>
          {cart.data.lines.map((line) => (
            <Line key={`${line.id}:${line.stockId}:${line.unit.id}`} line={line} />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CartSummary cart={cart.data} extra={summaryExtra?.(cart.data)} />
      </Grid.Col>
    </Grid>
  );
}

function CartSummary({ cart, extra }: { cart: Cart; extra: ReactNode }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const navigate = useNavigate();
  const count = cart.count;
  return (
    <Paper withBorder radius="md" p="md" pos="sticky" top={80}>
      <TelegramMainButton
        text={t`Go to checkout`}
        onClick={() => void navigate(paths.checkout(locale))}
        enabled={!cart.hasWarnings}
      />
      <Stack gap="sm">
        <Title order={2} size="h4">{t`Summary`}</Title>
        <Text>{plural(count, { one: '# line', other: '# lines' })}</Text>
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text fw={600}>{t`Total`}</Text>
          <Amount usd={cart.total} khr={cart.totalKhr} size="lg" strong align="end" testId="cart-total" />
        </Group>
        {extra}
        {cart.dealerPricing ? (
          <Text size="sm" c="dimmed">
            {t`Dealer prices apply.`}
          </Text>
        ) : null}
        {cart.hasWarnings ? (
          <Alert color="orange" variant="light" p="xs">
            {t`Some lines cannot be ordered as they are. Change or remove them to check out.`}
          </Alert>
        ) : null}
        {cart.hasWarnings ? (
          <Button fullWidth disabled data-testid="go-to-checkout">
            {t`Go to checkout`}
          </Button>
        ) : (
          <Button fullWidth component={Link} to={paths.checkout(locale)} data-testid="go-to-checkout">
            {t`Go to checkout`}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function EmptyCart() {
  const { t } = useLingui();
  const locale = useRouteLocale();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="cart-empty">
      <Stack gap="sm" align="flex-start">
        <Text>{t`Your cart is empty.`}</Text>
        <Button component={Link} to={paths.home(locale)} variant="light">
          {t`Browse parts`}
        </Button>
      </Stack>
    </Paper>
  );
}
