import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { ReferenceScreen } from '@shop/admin';
import { ModelBody, ModelPatch, type ModelAdminView } from '@shop/contracts';
import { nameOptions, useBrands, useYears } from '../../../lib/api/catalogue-lookups.ts';
import { modelApi } from '../api/model-api.ts';
import { localizedName } from '@shop/i18n';

interface ModelForm extends Record<string, unknown> {
  brandId: string | null;
  name: string;
  nameKh: string;
  yearIds: string[];
}

/** "2010–2015, 2018": a model's years as ranges. */
function yearRanges(years: readonly { value: number }[]): string {
  const values = years.map((year) => year.value).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < values.length;) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === values[j]! + 1) j += 1;
    parts.push(i === j ? String(values[i]) : `${values[i]}–${values[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** Vehicle models of a brand and the years each is made in: together the vehicles of the storefront's selector. */
export function ModelsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const brands = useBrands();
  const years = useYears();
  const brandOptions = nameOptions(brands.data, i18n.locale);
  return (
    <ReferenceScreen<ModelAdminView, ModelForm>
      screen="admin-stock/model"
      title={t`Models`}
      api={modelApi}
      entity="model"
      searchable
      defaultSort={{ column: 'name', direction: 'asc' }}
      filters={[{ name: 'brandId', label: t`Brand`, kind: 'select', options: brandOptions }]}
      columns={[
        {
          accessor: 'brand',
          title: t`Brand`,
          render: (row) => localizedName(row.brand, i18n.locale),
        },
        { accessor: 'name', title: t`Name`, sortable: true },
        { accessor: 'nameKh', title: t`Name in Khmer` },
        { accessor: 'years', title: t`Years`, render: (row) => yearRanges(row.years) },
      ]}
      fields={[
        { name: 'brandId', label: t`Brand`, kind: 'select', options: brandOptions, required: true },
        { name: 'name', label: t`Name`, required: true },
        { name: 'nameKh', label: t`Name in Khmer` },
        {
          name: 'yearIds',
          label: t`Years`,
          kind: 'multiselect',
          description: t`The model years it was made in (add missing ones on the Years screen)`,
          options: (years.data ?? []).map((year) => ({ value: String(year.id), label: String(year.value) })),
        },
      ]}
      createSchema={ModelBody}
      patchSchema={ModelPatch}
      emptyValues={{ brandId: null, name: '', nameKh: '', yearIds: [] }}
      toValues={(row) => ({
        brandId: String(row.brand.id),
        name: row.name,
        nameKh: row.nameKh ?? '',
        yearIds: row.years.map((year) => String(year.id)),
      })}
      toBody={(values) => ({
        ...(values.brandId ? { brandId: Number(values.brandId) } : {}),
        name: values.name.trim(),
        nameKh: values.nameKh.trim() || null,
        yearIds: values.yearIds.map(Number),
      })}
      labels={{
        add: t`Add a model`,
        edit: (row) => `${row.brand.name} ${row.name}`,
        deleteWhat: (row) => `${row.brand.name} ${row.name}`,
      }}
      empty={{ title: t`No models yet`, hint: t`Add a brand's models and the years each was made in.` }}
    />
  );
}
