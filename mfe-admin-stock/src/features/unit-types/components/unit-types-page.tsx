import { useLingui } from '@lingui/react/macro';
import { ReferenceScreen } from '@shop/admin';
import { UnitTypeBody, UnitTypePatch, type UnitTypeView } from '@shop/contracts';
import { unitTypeApi } from '../api/unit-type-api.ts';

interface UnitTypeForm extends Record<string, unknown> {
  name: string;
  nameKh: string;
}

/** The units parts are sold in (piece, set, box); one still used by item units cannot be deleted. */
export function UnitTypesPage() {
  const { t } = useLingui();
  return (
    <ReferenceScreen<UnitTypeView, UnitTypeForm>
      screen="admin-stock/unit-type"
      title={t`Unit types`}
      api={unitTypeApi}
      entity="unit-type"
      searchable
      defaultSort={{ column: 'name', direction: 'asc' }}
      columns={[
        { accessor: 'name', title: t`Name`, sortable: true },
        { accessor: 'nameKh', title: t`Name in Khmer`, render: (row) => row.nameKh ?? '' },
      ]}
      fields={[
        { name: 'name', label: t`Name`, required: true },
        { name: 'nameKh', label: t`Name in Khmer` },
      ]}
      createSchema={UnitTypeBody}
      patchSchema={UnitTypePatch}
      emptyValues={{ name: '', nameKh: '' }}
      toValues={(row) => ({ name: row.name, nameKh: row.nameKh ?? '' })}
      toBody={(values) => ({ name: values.name.trim(), nameKh: values.nameKh.trim() || null })}
      labels={{ add: t`Add a unit type`, edit: (row) => row.name, deleteWhat: (row) => row.name }}
      empty={{ title: t`No unit types yet`, hint: t`Add the units parts are sold in: piece, set, box, litre.` }}
    />
  );
}
