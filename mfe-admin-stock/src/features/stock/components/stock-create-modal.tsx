import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useState } from 'react';
import { FormModal, useRecordForm, useRecordFormSave } from '@shop/admin';
import { StockBody, type StoreView } from '@shop/contracts';
import { localizedName } from '@shop/i18n';
import { useStockItems } from '../api/get-stock-items.ts';
import { useStockWrites } from '../api/stock-writes.ts';

interface CreateValues extends Record<string, unknown> {
  itemId: string | null;
  storeId: string | null;
  price: string;
  dealerPrice: string;
  alertThreshold: number | string;
  quantity: number | string;
}

const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

function toBody(values: CreateValues): Record<string, unknown> {
  return {
    ...(values.itemId ? { itemId: Number(values.itemId) } : {}),
    ...(values.storeId ? { storeId: Number(values.storeId) } : {}),
    price: values.price.trim(),
    ...(values.dealerPrice.trim() ? { dealerPrice: values.dealerPrice.trim() } : {}),
    ...(optionalNumber(values.alertThreshold) === undefined
      ? {}
      : { alertThreshold: optionalNumber(values.alertThreshold) }),
    ...(optionalNumber(values.quantity) === undefined ? {} : { quantity: optionalNumber(values.quantity) }),
  };
}

/**
 * Stocks an item: find it by part number or name (items the store has already are shown but cannot be chosen),
 * its prices, its alert and the opening quantity. An admin also picks the store.
 */
export function StockCreateModal({
  isAdmin,
  stores,
  onClose,
}: {
  isAdmin: boolean;
  stores: StoreView[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const writes = useStockWrites();
  const [search, setSearch] = useState('');
  // The chosen item stays an option while the search text (which becomes its label) asks for other items.
  const [chosen, setChosen] = useState<{ value: string; label: string }>();
  const [debounced] = useDebouncedValue(search === chosen?.label ? '' : search, 300);
  const form = useRecordForm<CreateValues>({
    schema: StockBody,
    initialValues: { itemId: null, storeId: null, price: '', dealerPrice: '', alertThreshold: 5, quantity: 0 },
    toBody,
    rules: { storeId: (value) => (isAdmin && !value ? msg`Choose the store` : null) },
  });
  const storeId = form.getValues().storeId;
  const items = useStockItems({
    size: 20,
    ...(debounced.trim() ? { search: debounced.trim() } : {}),
    ...(storeId ? { storeId: Number(storeId) } : {}),
  });
  const { submit, problem, saving } = useRecordFormSave(form, {
    toBody,
    onSubmit: (body) => writes.create.mutateAsync(body as StockBody),
    onSaved: onClose,
    done: t`Added`,
  });

  const found = (items.data?.data ?? []).map((row) => ({
    value: String(row.item.itemId),
    label: `${row.item.partNumber} · ${localizedName(row.item, i18n.locale)}${row.stockId ? ` (${t`already stocked`})` : ''}`,
    disabled: row.stockId !== null,
  }));
  const options = chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  const itemInput = form.getInputProps('itemId');

  return (
    <FormModal
      title={t`Add stock`}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      saving={saving}
      testId="stock-create-form"
    >
      {isAdmin ? (
        <Select
          label={t`Store`}
          withAsterisk
          data={stores.map((store) => ({ value: String(store.id), label: localizedName(store, i18n.locale) }))}
          {...form.getInputProps('storeId')}
          data-field="storeId"
        />
      ) : null}
      <Select
        label={t`Item`}
        description={t`Type a part number or a name`}
        withAsterisk
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        data={options}
        nothingFoundMessage={t`No item matches`}
        {...itemInput}
        onChange={(value: string | null) => {
          setChosen(options.find((option) => option.value === value));
          itemInput.onChange(value);
        }}
        data-field="itemId"
      />
      <Group grow>
        <TextInput label={t`Price (USD)`} withAsterisk {...form.getInputProps('price')} data-field="price" />
        <TextInput
          label={t`Dealer price (USD)`}
          description={t`Blank: the same as the price`}
          {...form.getInputProps('dealerPrice')}
          data-field="dealerPrice"
        />
      </Group>
      <Group grow>
        <NumberInput
          label={t`Low-stock alert at`}
          allowDecimal={false}
          {...form.getInputProps('alertThreshold')}
          data-field="alertThreshold"
        />
        <NumberInput
          label={t`Opening quantity`}
          allowDecimal={false}
          {...form.getInputProps('quantity')}
          data-field="quantity"
        />
      </Group>
    </FormModal>
  );
}
