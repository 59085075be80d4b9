import { Alert, List, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLocalizedName } from '@shop/i18n';
import type { ShortLine } from '../api/place-order.ts';

/** Why an order was refused: the lines whose stock is short, with what was asked and what is left (in base units). */
export function ShortLinesAlert({ lines }: { lines: ShortLine[] }) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  return (
    <Alert color="red" variant="light" role="alert" title={t`Your order was not placed`}>
      <Text
        size="sm"
        mb="xs"
      >{t`Some items sold out while you were checking out. Nothing was ordered; change these lines and try again:`}</Text>
      <List size="sm">
        {lines.map((line) => {
          const { wanted, available } = line;
          const name = nameOf(line);
          return (
            <List.Item key={line.cartItemId} data-cart-item-id={line.cartItemId}>
              {t`${name}: you asked for ${wanted}, ${available} left`}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
