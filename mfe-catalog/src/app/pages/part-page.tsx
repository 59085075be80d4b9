import { Badge, Container, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { queryClient, useVehicleFilterStore } from '@shop/client';
import type { PartDetail } from '@shop/contracts';
import { partQueryOptions, usePart } from '../../features/parts/api/get-part.ts';
import { FitmentTable } from '../../features/parts/components/fitment-table.tsx';
import { OffersTable } from '../../features/parts/components/offers-table.tsx';
import { PartNumbersTable, ReplacedByNotice } from '../../features/parts/components/part-numbers.tsx';
import { StockReviews } from '../../features/reviews/components/stock-reviews.tsx';
import { AvailabilityBadge } from '../../lib/availability.tsx';
import { DetailBadges, DetailSection, ItemDetailTop, OfferBox } from '../../lib/detail-top.ts';
import { AddToCart, Favorite } from '../../lib/checkout-widgets.tsx';
import { localizedText, useLocalizedName } from '@shop/i18n';
import { paths, useRouteLocale } from '../../lib/paths.ts';
import { Price } from '../../lib/price.tsx';
import { RemotePage } from '../../lib/remote-page.tsx';
import { routeId } from '../route-params.ts';
import { DetailFallback } from '../detail-fallback.tsx';
import { httpStatus } from '@shop/client';
import { UnitList } from '../../lib/unit-list.tsx';
import { VehicleFit } from '../../lib/vehicle-fit.tsx';
import { positionLabels, usePageTitle } from '@shop/ui';

export async function partLoader({ params }: LoaderFunctionArgs) {
  const id = routeId(params.id);
  // Starts the request early; the page shows a missing part or a failure itself.
  if (id !== undefined) await queryClient.prefetchQuery(partQueryOptions(id));
  return null;
}

/** `{locale}/part/:id`: a part with its picture, prices in USD and KHR, stores, the vehicles it fits and reviews. */
export function PartPage() {
  const { t, i18n } = useLingui();
  const nameOf = useLocalizedName();
  const locale = useRouteLocale();
  const id = routeId(useParams().id);
  const query = usePart(id ?? 0);
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
  const part = query.data;
  return (
    <RemotePage>
      <Container size="xl" py="xl">
        <ItemDetailTop
          item={{
            ...part,
            name: nameOf(part),
            category: { name: nameOf(part.category), to: paths.category(locale, part.category.id) },
          }}
          first={{ label: t`Home`, to: paths.home(locale) }}
          nameMark="part-name"
          stores={{
            heading: t`Stores`,
            table: <OffersTable offers={part.offers} itemId={part.itemId} name={nameOf(part)} />,
          }}
          below={[
            <DetailSection key="fits" heading={t`Fits these vehicles`}>
              <FitmentTable fitments={part.fitments} />
            </DetailSection>,
            part.numbers.length > 0 ? (
              <DetailSection key="numbers" heading={t`Other numbers of this part`}>
                <PartNumbersTable numbers={part.numbers} />
              </DetailSection>
            ) : null,
            <DetailSection key="reviews" heading={t`Reviews`}>
              <StockReviews stockIds={part.offers.map((offer) => offer.stockId)} />
            </DetailSection>,
          ]}
        >
          <DetailBadges partNumber={part.partNumber}>
            <Badge variant="light">{nameOf(part.maker)}</Badge>
            <Badge variant="light" color="gray">
              {i18n._(positionLabels[part.position])}
            </Badge>
            {part.bestSeller ? <Badge color="yellow">{t`Best seller`}</Badge> : null}
            {part.popular ? <Badge color="grape">{t`Popular`}</Badge> : null}
          </DetailBadges>
          <ReplacedByNotice numbers={part.numbers} />
          <PartPageFit part={part} />
          <OfferBox>
            <Price usd={part.price} khr={part.priceKhr} kind={part.priceKind} size="xl" />
            <Group gap="sm">
              <AvailabilityBadge availability={part.availability} quantity={part.quantity} />
              <Text size="sm" c="dimmed">
                {t`${part.quantity} in stock in all stores`}
              </Text>
            </Group>
            <Group gap="sm">
              <AddToCart
                stockId={part.stockId}
                itemId={part.itemId}
                name={nameOf(part)}
                disabled={part.availability === 'OUT_OF_STOCK'}
                telegramMainButton
              />
              <Favorite itemId={part.itemId} />
            </Group>
          </OfferBox>
          {localizedText(part.description, part.descriptionKh, i18n.locale) ? (
            <Text>{localizedText(part.description, part.descriptionKh, i18n.locale)}</Text>
          ) : null}
          <UnitList units={part.units} />
        </ItemDetailTop>
      </Container>
    </RemotePage>
  );
}

/** The part's own fitments say whether it fits the vehicle chosen in the header: no request needed. */
function PartPageFit({ part }: { part: PartDetail }) {
  const vehicle = useVehicleFilterStore((state) => state.vehicle);
  if (!vehicle) return null;
  const fits = part.fitments.some(
    (fitment) => fitment.model.id === vehicle.modelId && fitment.year.id === vehicle.yearId,
  );
  return (
    <div>
      <VehicleFit part={part} known={fits} size="lg" />
    </div>
  );
}
