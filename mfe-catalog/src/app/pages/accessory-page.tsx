import { Badge, Container, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@shop/client';
import { accessoryQueryOptions, useAccessory } from '../../features/accessories/api/get-accessory.ts';
import { OffersTable } from '../../features/parts/components/offers-table.tsx';
import { StockReviews } from '../../features/reviews/components/stock-reviews.tsx';
import { AvailabilityBadge } from '../../lib/availability.tsx';
import { DetailBadges, DetailSection, ItemDetailTop, OfferBox } from '../../lib/detail-top.ts';
import { AddToCart, Favorite } from '../../lib/checkout-widgets.tsx';
import { localizedText, useLocalizedName } from '@shop/i18n';
import { paths, useRouteLocale } from '../../lib/paths.ts';
import { Price } from '../../lib/price.tsx';
import { RemotePage } from '../../lib/remote-page.tsx';
import { UnitList } from '../../lib/unit-list.tsx';
import { routeId } from '../route-params.ts';
import { DetailFallback } from '../detail-fallback.tsx';
import { httpStatus } from '@shop/client';
import { usePageTitle } from '@shop/ui';

export async function accessoryLoader({ params }: LoaderFunctionArgs) {
  const id = routeId(params.id);
  // Starts the request early; the page shows a missing accessory or a failure itself.
  if (id !== undefined) await queryClient.prefetchQuery(accessoryQueryOptions(id));
  return null;
}

/** `{locale}/accessories/:id`: one accessory with its stores, prices in USD and KHR, and reviews. */
export function AccessoryPage() {
  const { t, i18n } = useLingui();
  const nameOf = useLocalizedName();
  const locale = useRouteLocale();
  const id = routeId(useParams().id);
  const query = useAccessory(id ?? 0);
  usePageTitle(query.data ? `${nameOf(query.data)} ${query.data.partNumber}` : undefined);
  if (id === undefined || query.isError || query.isPending) {
    return (
      <DetailFallback
        pending={id !== undefined && query.isPending}
        missing={id === undefined || httpStatus(query.error) === 404}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const accessory = query.data;
  const description = localizedText(accessory.description, accessory.descriptionKh, i18n.locale);
  return (
    <RemotePage>
      <Container size="xl" py="xl">
        <ItemDetailTop
          item={{
            ...accessory,
            name: nameOf(accessory),
            category: { name: nameOf(accessory.category), to: paths.accessories(locale, accessory.category.id) },
          }}
          first={{ label: t`Accessories`, to: paths.accessories(locale) }}
          nameMark="accessory-name"
          stores={{
            heading: t`Stores`,
            table: <OffersTable offers={accessory.offers} itemId={accessory.itemId} name={nameOf(accessory)} />,
          }}
          below={
            <DetailSection heading={t`Reviews`}>
              <StockReviews stockIds={accessory.offers.map((offer) => offer.stockId)} />
            </DetailSection>
          }
        >
          <DetailBadges partNumber={accessory.partNumber}>
            <Badge variant="light">{nameOf(accessory.maker)}</Badge>
          </DetailBadges>
          <OfferBox>
            <Price usd={accessory.price} khr={accessory.priceKhr} kind={accessory.priceKind} size="xl" />
            <AvailabilityBadge availability={accessory.availability} quantity={accessory.quantity} />
            <Group gap="sm">
              <AddToCart
                stockId={accessory.stockId}
                itemId={accessory.itemId}
                name={nameOf(accessory)}
                disabled={accessory.availability === 'OUT_OF_STOCK'}
              />
              <Favorite itemId={accessory.itemId} />
            </Group>
          </OfferBox>
          {description ? <Text>{description}</Text> : null}
          <UnitList units={accessory.units} />
        </ItemDetailTop>
      </Container>
    </RemotePage>
  );
}
