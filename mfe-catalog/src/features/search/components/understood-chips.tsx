// What the search understood in the query (a vehicle, a maker), as chips the shopper can remove: removing one takes
// its words out of the query and searches again. A year the named model was not made in, or a model word the shop does
// not know beside a brand, is said, not dropped. An engine size ("hilux 2.5") is understood but narrows nothing (the
// shop's fitments name no engine): its chip says the results are for every engine.
import { Alert, CloseButton, Group, Pill, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { QueryReading } from '@shop/contracts';
import { useLocalizedName } from '@shop/i18n';

/** The query without `text` (its first appearance, any case), spaces tidied. */
export function withoutText(query: string, text: string): string {
  if (text === '') return query;
  const at = query.toLowerCase().indexOf(text.toLowerCase());
  if (at === -1) return query;
  return `${query.slice(0, at)} ${query.slice(at + text.length)}`.replace(/\s+/g, ' ').trim();
}

export function UnderstoodChips({
  understood,
  query,
  onSearch,
}: {
  understood: QueryReading;
  query: string;
  onSearch: (query: string) => void;
}) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const chips: { key: string; label: string; text: string }[] = [];
  const { brand, model, year, yearRange, engine, maker, unknownYear, unknownModel, unknownBrand } = understood;
  // A model read alone carries its brand ("hilux" is a Toyota): one chip for both.
  if (brand && brand.text !== '') chips.push({ key: 'brand', label: nameOf(brand), text: brand.text });
  if (model) {
    const label = brand && brand.text === '' ? `${nameOf(brand)} ${nameOf(model)}` : nameOf(model);
    chips.push({ key: 'model', label, text: model.text });
  }
  if (year) chips.push({ key: 'year', label: String(year.value), text: year.text });
  if (yearRange) chips.push({ key: 'year', label: `${yearRange.from}–${yearRange.to}`, text: yearRange.text });
  if (engine) {
    const size = engine.litres.toFixed(1);
    chips.push({ key: 'engine', label: t`${size} L engine: parts for every engine`, text: engine.text });
  }
  if (maker) chips.push({ key: 'maker', label: t`Made by ${nameOf(maker)}`, text: maker.text });
  const vehicle = [brand, model].filter((part) => part !== undefined).map((part) => nameOf(part));
  const vehicleName = vehicle.join(' ');
  const brandName = brand ? nameOf(brand) : '';
  const modelWord = unknownModel?.text ?? '';
  const brandWord = unknownBrand?.text ?? '';
  return (
    <>
      {chips.length > 0 ? (
        <Group gap="xs" data-testid="understood">
          <Text size="sm" c="dimmed">
            {t`Showing parts for:`}
          </Text>
          {chips.map((chip) => (
            <Pill
              key={chip.key}
              size="lg"
              withRemoveButton
              data-understood={chip.key}
              removeButtonProps={{ 'aria-label': t`Remove ${chip.label}` }}
              onRemove={() => onSearch(withoutText(query, chip.text))}
            >
              {chip.label}
            </Pill>
          ))}
        </Group>
      ) : null}
      {unknownModel && brand ? (
        <Alert color="yellow" data-testid="unknown-model">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm">
              {t`The shop does not know a ${brandName} "${modelWord}". The results fit any ${brandName}.`}
            </Text>
            <CloseButton
              aria-label={t`Remove ${modelWord}`}
              onClick={() => onSearch(withoutText(query, unknownModel.text))}
            />
          </Group>
        </Alert>
      ) : null}
      {unknownBrand ? (
        <Alert color="yellow" data-testid="unknown-brand">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm">
              {t`The shop has no parts listed for "${brandWord}" vehicles. The results fit any vehicle.`}
            </Text>
            <CloseButton
              aria-label={t`Remove ${brandWord}`}
              onClick={() => onSearch(withoutText(query, unknownBrand.text))}
            />
          </Group>
        </Alert>
      ) : null}
      {unknownYear ? (
        <Alert color="yellow" data-testid="unknown-vehicle">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm">
              {t`The shop does not know a ${vehicleName} of ${unknownYear.value}. The results fit its other years.`}
            </Text>
            <CloseButton
              aria-label={t`Remove ${unknownYear.value}`}
              onClick={() => onSearch(withoutText(query, unknownYear.text))}
            />
          </Group>
        </Alert>
      ) : null}
    </>
  );
}
