import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { BooleanBadge, booleanFilter, ReferenceScreen } from '@shop/admin';
import { BASE_CURRENCY, CurrencyBody, CurrencyPatch, KHR_CURRENCY, type CurrencyView } from '@shop/contracts';
import { currencyApi } from '../api/currency-api.ts';

interface CurrencyForm extends Record<string, unknown> {
  code: string;
  name: string;
  nameKh: string;
  symbol: string;
  rate: string;
  active: boolean;
}

const empty: CurrencyForm = { code: '', name: '', nameKh: '', symbol: '', rate: '', active: true };

/** Currencies and their rate to USD; USD (rate 1) and KHR (every riel amount) cannot be deleted. */
export function CurrenciesPage() {
  const { t } = useLingui();
  const words = { yes: t`Active`, no: t`Inactive` };
  return (
    <ReferenceScreen<CurrencyView, CurrencyForm>
      screen="admin-system/currency"
      title={t`Currencies`}
      api={currencyApi}
      entity="currency"
      searchable
      defaultSort={{ column: 'id', direction: 'asc' }}
      filters={[booleanFilter('active', t`Status`, words)]}
      columns={[
        { accessor: 'code', title: t`Code`, sortable: true },
        { accessor: 'name', title: t`Name`, sortable: true },
        { accessor: 'nameKh', title: t`Name in Khmer`, render: (row) => <span lang="km">{row.nameKh ?? ''}</span> },
        { accessor: 'symbol', title: t`Symbol` },
        {
          accessor: 'rate',
          title: t`Rate to USD`,
          // The rate beside USD: "1 USD = 4100 KHR" reads the same way the shop converts.
          render: (row) => (
            <Text size="sm" data-testid={`rate-${row.code}`}>
              1 {BASE_CURRENCY} = {row.rate} {row.code}
            </Text>
          ),
        },
        {
          accessor: 'active',
          title: t`Status`,
          render: (row) => <BooleanBadge value={row.active} words={words} />,
        },
      ]}
      fields={[
        { name: 'code', label: t`Code`, description: t`Three capital letters (ISO 4217), e.g. THB`, required: true },
        { name: 'name', label: t`Name`, required: true },
        { name: 'nameKh', label: t`Name in Khmer` },
        { name: 'symbol', label: t`Symbol`, required: true },
        {
          name: 'rate',
          label: t`Units per 1 USD`,
          description: t`More than 0, at most 6 decimals, e.g. 4100`,
          required: true,
        },
        { name: 'active', label: t`Active`, kind: 'switch' },
      ]}
      createSchema={CurrencyBody}
      patchSchema={CurrencyPatch}
      emptyValues={empty}
      toValues={(row) => ({
        code: row.code,
        name: row.name,
        nameKh: row.nameKh ?? '',
        symbol: row.symbol,
        rate: row.rate,
        active: row.active,
      })}
      toBody={(values) => ({
        ...values,
        code: values.code.trim().toUpperCase(),
        name: values.name.trim(),
        nameKh: values.nameKh.trim() || null,
        symbol: values.symbol.trim(),
        rate: values.rate.trim(),
      })}
      labels={{ add: t`Add a currency`, edit: (row) => t`Currency ${row.code}`, deleteWhat: (row) => row.code }}
      empty={{
        title: t`No currencies yet`,
        hint: t`Add the currencies the shop shows prices in, with their rate to USD.`,
      }}
      deletable={(row) => row.code !== BASE_CURRENCY && row.code !== KHR_CURRENCY}
    />
  );
}
