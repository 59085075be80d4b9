import { Alert, Anchor, Button, Card, Grid, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { CartLine } from '@shop/contracts';
import { Amount, apiErrorText, PART_NUMBER_STYLE } from '@shop/ui';
import { useLocalizedName } from '@shop/i18n';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import { lineWarning } from './line-warning.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { UnitSelect } from './unit-select.tsx';

const NO_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

/** What changes a line: the account's cart through the API, or the guest's cart kept in the browser. */
export interface LineEditor {
  busy: boolean;
  failure: unknown;
  setQuantity(quantity: number): void;
  setUnit(itemUnitId: number): void;
  remove(): void;
}

/** One cart line: picture, names, store, unit price, quantity and unit, line total, stock warning, remove. */
export function CartLineCard({ line, editor }: { line: CartLine; editor: LineEditor }) {
  const { t, i18n } = useLingui();
  const locale = useRouteLocale();
  const nameOf = useLocalizedName();
  const { busy, failure } = editor;
  const warning = lineWarning(line);
  const name = nameOf(line.item);
  const href = paths.item(locale, line.item);
  const unitName = nameOf(line.unit);
  const storeName = nameOf(line.supplier);

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      data-testid="cart-line"
      data-line-id={line.id}
      data-stock-id={line.stockId}
    >
      <Grid gap="md" align="center">
        <Grid.Col span={{ base: 4, xs: 3, sm: 2 }}>
          <Image
            src={line.image}
            alt=""
            h={88}
            fit="contain"
            radius="sm"
            bg="var(--mantine-color-gray-0)"
            fallbackSrc={NO_PICTURE}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, xs: 9, sm: 4 }}>
          <Stack gap={4}>
            {href ? (
              <Anchor component={Link} to={href} fw={600} c="var(--mantine-color-text)" data-testid="cart-line-name">
                {name}
              </Anchor>
            ) : (
              <Text fw={600} data-testid="cart-line-name">
                {name}
              </Text>
            )}
            <Text size="xs" c="dimmed" style={PART_NUMBER_STYLE}>
              {line.item.partNumber}
            </Text>
            <Text size="sm">{t`Sold by ${storeName}`}</Text>
            <Group gap={6} align="baseline">
              <Text size="sm" c="dimmed">{t`Price per ${unitName}`}</Text>
              <Amount usd={line.unitPrice} khr={line.unitPriceKhr} size="sm" strong align="end" />
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Group gap="sm" wrap="wrap">
            <QuantityStepper
              value={line.quantity}
              disabled={busy}
              label={t`Quantity of ${name}`}
              onChange={(quantity) => editor.setQuantity(quantity)}
            />
            <UnitSelect line={line} disabled={busy} onChange={(itemUnitId) => editor.setUnit(itemUnitId)} />
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <Stack gap={4} align="flex-end">
            <Amount usd={line.lineTotal} khr={line.lineTotalKhr} strong align="end" testId="cart-line-total" />
            <Button variant="subtle" color="red" size="compact-sm" disabled={busy} onClick={() => editor.remove()}>
              {t`Remove`}
              {/* Read after the visible word, so the button's name starts with what it shows. */}{' '}
              <VisuallyHidden>{name}</VisuallyHidden>
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
      {warning ? (
        <Alert color="orange" variant="light" mt="sm" p="xs" data-testid="cart-line-warning">
          {i18n._(warning)}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" mt="sm" p="xs" role="alert">
          {apiErrorText(failure)}
        </Alert>
      ) : null}
    </Card>
  );
}
