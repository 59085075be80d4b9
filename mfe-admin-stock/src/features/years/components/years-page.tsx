import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { isInteger, ReferenceScreen } from '@shop/admin';
import { YearBody, YearPatch, type YearView } from '@shop/contracts';
import { yearApi } from '../api/year-api.ts';

interface YearForm extends Record<string, unknown> {
  value: string;
}

/** Model years of the vehicle filter; one still used by models cannot be deleted. */
export function YearsPage() {
  const { t } = useLingui();
  return (
    <ReferenceScreen<YearView, YearForm>
      screen="admin-stock/year"
      title={t`Years`}
      api={yearApi}
      entity="year"
      searchable
      defaultSort={{ column: 'value', direction: 'desc' }}
      columns={[{ accessor: 'value', title: t`Year`, sortable: true }]}
      fields={[{ name: 'value', label: t`Year`, description: t`A year from 1900 to 2100`, required: true }]}
      createSchema={YearBody}
      patchSchema={YearPatch}
      emptyValues={{ value: '' }}
      toValues={(row) => ({ value: String(row.value) })}
      // Digits only (spec §5 integer) before the schema's range check; a blank stays blank so "required" shows.
      toBody={(values) =>
        values.value.trim() === ''
          ? {}
          : { value: isInteger(values.value.trim()) ? Number(values.value.trim()) : values.value }
      }
      rules={{ value: (value) => (isInteger(String(value).trim()) ? null : msg`Digits only`) }}
      labels={{ add: t`Add a year`, edit: (row) => String(row.value), deleteWhat: (row) => String(row.value) }}
      empty={{ title: t`No years yet`, hint: t`Add the model years the vehicle filter offers.` }}
    />
  );
}
