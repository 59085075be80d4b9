import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PriceKind } from '@shop/contracts';
import { formatMoney, formatRiel } from '@shop/ui';
import { rielSizeOf } from '@shop/ui/riel-size.ts';
import * as classes from './price.module.css';

type PriceSize = 'sm' | 'md' | 'lg' | 'xl';

const sizeVars = (size: PriceSize) =>
  ({
    '--price-fz': `var(--mantine-font-size-${size})`,
    '--price-lh': `var(--mantine-line-height-${size})`,
    '--riel-fz': `var(--mantine-font-size-${rielSizeOf(size)})`,
    '--riel-lh': `var(--mantine-line-height-${rielSizeOf(size)})`,
  }) as CSSProperties;

/**
 * A stock's price in dollars and riel, or "Price on request" when the shop has none yet. Drawn as shared/ui's
 * `Amount` draws it (same figures, same look: price.module.css) with plain spans, because every product card of a
 * list has one. Marked `price`, `price-usd` and `price-khr` for tests, as Amount's `testId="price"` did. An approved
 * dealer's price (`kind` DEALER, as the API answers it) says so, marked `dealer-price`.
 */
export function Price({
  usd,
  khr,
  kind,
  size = 'md',
}: {
  usd: string | null;
  khr: string | null;
  kind: PriceKind;
  size?: PriceSize;
}) {
  const { t } = useLingui();
  if (usd === null || khr === null) {
    return (
      <p className={classes.onRequest} style={sizeVars(size)}>
        {t`Price on request`}
      </p>
    );
  }
  return (
    <span className={classes.price} style={sizeVars(size)} data-testid="price">
      <span className={classes.usd} data-testid="price-usd">
        {formatMoney(usd)}
      </span>
      {khr ? (
        <span className={classes.khr} data-testid="price-khr">
          {formatRiel(khr)}
        </span>
      ) : null}
      {kind === 'DEALER' ? (
        <span className={classes.dealer} data-testid="dealer-price">
          {t`Dealer price`}
        </span>
      ) : null}
    </span>
  );
}
