// The shopper's orders: the list (status and page in the address, so Back and shared links keep them) and one order.
import { Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { routeLocaleOrDefault, localizedName } from '@shop/i18n';
import type { OrderLine } from '@shop/contracts';
import { refetchOrder } from '../../features/orders/api/after-change.ts';
import { paysByKhqr } from '../../features/khqr/utils/pays-by-khqr.ts';
import { OrderDetail } from '../../features/orders/components/order-detail.tsx';
import { OrdersList } from '../../features/orders/components/orders-list.tsx';
import { StockReviewButton } from '../../features/reviews/components/stock-review-button.tsx';
import { NotFound } from './not-found.tsx';
import { OrderKhqr, usePageTitle } from '@shop/ui';

export function OrdersPage() {
  const { t } = useLingui();
  usePageTitle(t`My orders`);
  const locale = routeLocaleOrDefault(useParams().locale);
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') ?? 'ALL';
  const page = Math.max(0, Number.parseInt(search.get('page') ?? '1', 10) - 1 || 0);
  return (
    <Stack gap="md">
      <Title order={1}>{t`My orders`}</Title>
      <OrdersList
        locale={locale}
        status={status}
        page={page}
        onChange={(next) => {
          const params = new URLSearchParams();
          if (next.status !== 'ALL') params.set('status', next.status);
          if (next.page > 0) params.set('page', String(next.page + 1));
          setSearch(params);
        }}
      />
    </Stack>
  );
}

export function OrderDetailPage() {
  const params = useParams();
  const locale = routeLocaleOrDefault(params.locale);
  const id = Number(params.id);
  const { t } = useLingui();
  usePageTitle(t`Order #${id}`);
  if (!Number.isSafeInteger(id) || id < 1) return <NotFound locale={locale} />;
  return (
    <OrderDetail
      key={id}
      id={id}
      locale={locale}
      renderLineExtra={(line) => <LineReview line={line} orderId={id} />}
      renderPayment={(order) => (paysByKhqr(order) ? <OrderKhqr orderId={order.id} /> : null)}
    />
  );
}

/** A received line can be reviewed (the API says so with `canReview`); a line I reviewed offers to change the review. */
function LineReview({ line, orderId }: { line: OrderLine; orderId: number }) {
  const { i18n } = useLingui();
  if (!line.review && !line.canReview) return null;
  return (
    <StockReviewButton
      stockId={line.stockId}
      itemName={localizedName(line.item, i18n.locale)}
      review={line.review ?? null}
      onSaved={() => refetchOrder(orderId)}
    />
  );
}
