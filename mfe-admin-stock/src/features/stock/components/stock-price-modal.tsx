import { Button, Group, Modal, NumberInput, Stack, Switch, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useState } from 'react';
import { describeApiError, FormFooter, useSaveState } from '@shop/admin';
import type { StockPriceResult, StockView } from '@shop/contracts';
import { formatMoney } from '@shop/ui';
import { useStockWrites } from '../api/stock-writes.ts';

/** The chosen stocks' prices by a percentage, then each stock's result (a stock that is not yours says so). */
export function StockPriceModal({ stocks, onClose }: { stocks: StockView[]; onClose: () => void }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const writes = useStockWrites();
  const [percent, setPercent] = useState<number | string>('');
  const [dealerToo, setDealerToo] = useState(true);
  const [results, setResults] = useState<StockPriceResult[]>();
  const { problem, saving, save } = useSaveState();
  const valid = typeof percent === 'number' && percent >= -90 && percent <= 1000 && percent !== 0;
  const byId = new Map(stocks.map((stock) => [stock.id, stock]));

  const apply = () =>
    valid
      ? save(
          async () =>
            setResults(
              await writes.prices.mutateAsync({
                ids: stocks.map((stock) => stock.id),
                percent,
                dealerPrice: dealerToo,
              }),
            ),
          (error) => i18n._(describeApiError(error).message),
        )
      : undefined;

  return (
    <Modal opened onClose={onClose} title={t`Change the price of ${stocks.length} stock(s)`} size="lg">
      <Stack gap="sm">
        {results ? (
          <Table data-testid="price-results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Part number`}</Table.Th>
                <Table.Th>{t`Result`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((result) => (
                <Table.Tr key={result.id} data-ok={result.ok ? 'true' : 'false'}>
                  <Table.Td>{byId.get(result.id)?.item.partNumber ?? `#${result.id}`}</Table.Td>
                  <Table.Td>
                    {result.ok && result.price && result.dealerPrice ? (
                      <Text size="sm">{t`Price ${formatMoney(result.price)}, dealer ${formatMoney(result.dealerPrice)}`}</Text>
                    ) : (
                      <Text size="sm" c="red">
                        {result.code === 'NOT_FOUND'
                          ? t`Not changed: not a stock of yours`
                          : t`Not changed: the new price is too large`}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <>
            <NumberInput
              label={t`Change by (%)`}
              description={t`10 raises prices by 10 %, -5 lowers them by 5 %; rounded to the cent`}
              value={percent}
              onChange={setPercent}
              min={-90}
              max={1000}
              decimalScale={2}
              data-testid="price-percent"
              error={percent !== '' && !valid ? t`From -90 to 1000, not zero` : undefined}
            />
            <Switch
              label={t`Change the dealer price too`}
              checked={dealerToo}
              onChange={(event) => setDealerToo(event.currentTarget.checked)}
            />
          </>
        )}
        {results ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Close`}
            </Button>
          </Group>
        ) : (
          <FormFooter
            problem={problem}
            saving={saving}
            onCancel={onClose}
            onSubmit={() => void apply()}
            submitLabel={t`Apply`}
            submitTestId="price-apply"
            submitDisabled={!valid}
          />
        )}
      </Stack>
    </Modal>
  );
}
