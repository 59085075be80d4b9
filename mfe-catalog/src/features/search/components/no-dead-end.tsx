// No dead end (issue 36 §4): a search with no results says which of the query's words the shop could not use and shows
// the closest matches the API found (a similar part number, the part for the named model's other years or for any
// vehicle, the vehicle's own parts, or the rest of the query), each kind with its own heading in the shopper's language.
// Loaded only when a search finds nothing (search-page.tsx), so the search page's chunk does not carry it.
import { Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ClosestReason, PartSearchAnswer } from '@shop/contracts';
import { useLocalizedName } from '@shop/i18n';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import { ProductCard, ProductGrid } from '../../../lib/product-card.tsx';

export function NoDeadEnd({ query, answer }: { query: string; answer: PartSearchAnswer }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const nameOf = useLocalizedName();
  const { brand, model } = answer.understood ?? {};
  const vehicle = [brand, model]
    .filter((part) => part !== undefined)
    .map((part) => nameOf(part))
    .join(' ');
  const headings: Record<ClosestReason, string> = {
    usableWords: t`Results for the rest of your search`,
    otherYears: t`This part for other years of the ${vehicle}`,
    anyVehicle: t`This part for other vehicles`,
    similarNumber: t`Part numbers close to yours`,
    vehicleParts: t`Other parts for the ${vehicle}`,
  };
  const unused = answer.unusedWords ?? [];
  const closest = answer.closest;
  return (
    <Stack gap="md" data-testid="no-dead-end">
      <Text data-testid="no-results">{t`Nothing matches "${query}".`}</Text>
      {unused.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="unused-words">
          {t`The shop could not use: ${unused.join(', ')}`}
        </Text>
      ) : null}
      {closest ? (
        <>
          <Title order={2} size="h4" data-testid="closest-heading" data-reason={closest.reason}>
            {headings[closest.reason]}
          </Title>
          <ProductGrid>
            {closest.parts.map((part) => (
              <ProductCard key={part.id} product={part} href={paths.part(locale, part.id)} />
            ))}
          </ProductGrid>
        </>
      ) : (
        <Text size="sm">{t`Type a part number or a few words, in English or Khmer.`}</Text>
      )}
    </Stack>
  );
}
