import { Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { showToast } from '@shop/ui';
import { describeApiError } from '@shop/admin';
import { getErrorCode } from '@shop/client';
import { SupplierReturnErrorCode, type OrderStockRow, type ReturnExceedsStockBody } from '@shop/contracts';
import { useState } from 'react';
import { formatNumber, localizedName } from '@shop/i18n';
import { useCreateReturn } from '../api/create-return.ts';
import { useReturnStocks } from '../api/get-return-stocks.ts';

/**
 * A new return: pick one of the stocks the viewer may return from (a supplier: its own store's only), a unit of
 * its item, how many and why. Over-returning is explained with what the stock holds, in the chosen unit.
 */
export function NewReturnModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const stocks = useReturnStocks(debounced.trim());
  const [stock, setStock] = useState<OrderStockRow | null>(null);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<string | number>(1);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ stock?: string; quantity?: string; reason?: string; form?: string }>({});
  const create = useCreateReturn();
  const name = (row: OrderStockRow) => `${row.item.partNumber} · ${localizedName(row.item, i18n.locale)}`;
  const option = (row: OrderStockRow) => ({
    value: String(row.stockId),
    label: t`${name(row)} (${localizedName(row.store, i18n.locale)}, ${formatNumber(i18n, row.quantity)} in stock)`,
  });
  const found = stocks.data?.data ?? [];
  // The chosen stock stays an option while the search shows others.
  const options = [...(stock && !found.some((row) => row.stockId === stock.stockId) ? [stock] : []), ...found].map(
    option,
  );
  const unit = stock?.units.find((u) => String(u.id) === unitId) ?? null;

  const close = () => {
    setStock(null);
    setUnitId(null);
    setQuantity(1);
    setReason('');
    setSearch('');
    setErrors({});
    onClose();
  };

  const submit = () => {
    const next: typeof errors = {};
    if (!stock) next.stock = t`Choose a stock`;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
      next.quantity = t`Enter a whole number above zero`;
    if (!reason.trim()) next.reason = t`Say why the units go back`;
    setErrors(next);
    if (Object.keys(next).length > 0 || !stock || !unit) return;
    create.mutate(
      { stockId: stock.stockId, itemUnitId: unit.id, quantity: quantity as number, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          showToast({ color: 'green', message: t`Return recorded; the stock went down` });
          close();
          onCreated(answer.id);
        },
        onError: (failure) => {
          if (getErrorCode(failure) === SupplierReturnErrorCode.exceedsStock) {
            // ky keeps the parsed body on the error as `data`; it names what the stock holds.
            const body = (failure as { data?: Partial<ReturnExceedsStockBody> }).data;
            const available = formatNumber(i18n, body?.availableInUnit ?? 0);
            setErrors({
              quantity: t`More than is in stock: at most ${available} ${localizedName(unit, i18n.locale)} can go back`,
            });
            return;
          }
          const problem = describeApiError(failure);
          setErrors(
            problem.field === 'quantity' ? { quantity: i18n._(problem.message) } : { form: i18n._(problem.message) },
          );
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t`New supplier return`} size="lg">
      <Stack gap="sm">
        <Select
          label={t`Stock`}
          placeholder={t`Search by part number or name`}
          searchable
          maxLength={100}
          // Picking an option writes its label into the search box; that is not a new search.
          onSearchChange={(value) => {
            if (!options.some((o) => o.label === value)) setSearch(value);
          }}
          // The API searches; the options are already the matches.
          filter={({ options: all }) => all}
          data={options}
          value={stock ? String(stock.stockId) : null}
          onChange={(value) => {
            const picked =
              found.find((row) => String(row.stockId) === value) ??
              (stock && String(stock.stockId) === value ? stock : null);
            setStock(picked);
            setUnitId(picked ? String(picked.baseUnitId) : null);
          }}
          nothingFoundMessage={t`No stock matches`}
          error={errors.stock}
          data-testid="return-stock"
        />
        {stock ? (
          <Text size="sm" c="dimmed" data-testid="return-stock-quantity">
            {t`In stock: ${formatNumber(i18n, stock.quantity)} ${localizedName({ name: stock.units[0]?.name ?? '', nameKh: stock.units[0]?.nameKh ?? null }, i18n.locale)}`}
          </Text>
        ) : null}
        <Group grow>
          <Select
            label={t`Unit`}
            data={(stock?.units ?? []).map((u) => ({
              value: String(u.id),
              label: `${localizedName(u, i18n.locale)} (× ${formatNumber(i18n, u.factor)})`,
            }))}
            value={unitId}
            onChange={setUnitId}
            allowDeselect={false}
            disabled={!stock}
          />
          <NumberInput
            label={t`Quantity`}
            min={1}
            allowDecimal={false}
            value={quantity}
            onChange={setQuantity}
            error={errors.quantity}
            data-testid="return-quantity"
          />
        </Group>
        <Textarea
          label={t`Reason`}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
          data-testid="return-reason"
        />
        {errors.form ? (
          <Text c="red" size="sm">
            {errors.form}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t`Cancel`}
          </Button>
          <Button onClick={submit} loading={create.isPending} data-testid="return-save">
            {t`Return to supplier`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
