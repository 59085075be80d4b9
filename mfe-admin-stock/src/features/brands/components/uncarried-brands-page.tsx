import { useLingui } from '@lingui/react/macro';
import { ReferenceScreen } from '@shop/admin';
import { UncarriedBrandBody, UncarriedBrandPatch, type UncarriedBrandView } from '@shop/contracts';
import { uncarriedBrandApi } from '../api/uncarried-brand-api.ts';

interface UncarriedBrandForm extends Record<string, unknown> {
  name: string;
  nameKh: string;
  otherNames: string;
}

/** Further spellings as typed in one field, comma-separated: "Mercedes, Benz, បេន". */
const splitNames = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name, index, all) => name !== '' && all.indexOf(name) === index);

/**
 * Vehicle brands the shop carries no parts for (BMW, Suzuki): a search naming one says the shop does not know the
 * vehicle instead of quietly showing parts for any vehicle. Not offered to shoppers anywhere else.
 */
export function UncarriedBrandsPage() {
  const { t } = useLingui();
  return (
    <ReferenceScreen<UncarriedBrandView, UncarriedBrandForm>
      screen="admin-stock/uncarried-brand"
      title={t`Brands without parts`}
      api={uncarriedBrandApi}
      entity="uncarried-brand"
      searchable
      defaultSort={{ column: 'name', direction: 'asc' }}
      columns={[
        { accessor: 'name', title: t`Name`, sortable: true },
        { accessor: 'nameKh', title: t`Name in Khmer` },
        { accessor: 'otherNames', title: t`Other spellings`, render: (row) => row.otherNames.join(', ') },
      ]}
      fields={[
        { name: 'name', label: t`Name`, required: true },
        { name: 'nameKh', label: t`Name in Khmer` },
        {
          name: 'otherNames',
          label: t`Other spellings`,
          description: t`How shoppers also write it, in English or Khmer, separated by commas: Benz, បេន`,
        },
      ]}
      createSchema={UncarriedBrandBody}
      patchSchema={UncarriedBrandPatch}
      emptyValues={{ name: '', nameKh: '', otherNames: '' }}
      toValues={(row) => ({ name: row.name, nameKh: row.nameKh ?? '', otherNames: row.otherNames.join(', ') })}
      toBody={(values) => ({
        name: values.name.trim(),
        nameKh: values.nameKh.trim() || null,
        otherNames: splitNames(values.otherNames),
      })}
      labels={{ add: t`Add a brand without parts`, edit: (row) => row.name, deleteWhat: (row) => row.name }}
      empty={{
        title: t`No brands without parts`,
        hint: t`Add the vehicle brands shoppers may name that the shop sells no parts for, so search says so.`,
      }}
    />
  );
}
