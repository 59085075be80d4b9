import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { LowStockFacts } from '@shop/contracts';
import { formatNumber, localizedName } from '@shop/i18n';

/**
 * A low-stock notice worded from its facts in the reader's language (the stored title is only the English
 * fallback): the part, its store and what is left, leading to the stock's history. A notice from before the facts
 * were kept names the stock by number.
 */
export function LowStockNotice({
  stockId,
  facts,
  locale,
}: {
  stockId: number;
  facts: LowStockFacts | null;
  locale: string;
}) {
  const { t, i18n } = useLingui();
  let text: string;
  if (!facts) text = t`Low stock: stock #${stockId}`;
  else {
    const item = localizedName({ name: facts.itemName, nameKh: facts.itemNameKh }, i18n.locale);
    const store = localizedName({ name: facts.storeName, nameKh: facts.storeNameKh }, i18n.locale);
    const left = formatNumber(i18n, facts.quantity);
    const number = facts.partNumber;
    text = number
      ? t`Low stock: ${item} (${number}) at ${store}, ${left} left`
      : t`Low stock: ${item} at ${store}, ${left} left`;
  }
  return (
    <Anchor component={Link} to={`/${locale}/admin/stock-history/${stockId}`} size="sm">
      {text}
    </Anchor>
  );
}
