import { useLingui } from '@lingui/react/macro';
import { ReferenceScreen } from '@shop/admin';
import { LocationBody, LocationUpdateBody, type Location } from '@shop/contracts';
import { provinceApi } from '../api/province-api.ts';
import { localizedName } from '@shop/i18n';

interface ProvinceForm extends Record<string, unknown> {
  code: string;
  name: string;
  nameKh: string;
  type: string;
}

const empty: ProvinceForm = { code: '', name: '', nameKh: '', type: 'PROVINCE' };

/**
 * Cambodia's provinces and the capital, which shoppers' addresses point at: their English and Khmer names (a Khmer
 * page shows only the Khmer one, so it is required). One a saved address uses cannot be deleted.
 */
export function ProvincesPage() {
  const { t, i18n } = useLingui();
  const types: Record<string, string> = { CAPITAL: t`Capital`, PROVINCE: t`Province` };
  return (
    <ReferenceScreen<Location, ProvinceForm>
      screen="admin-system/location"
      title={t`Provinces`}
      api={provinceApi}
      entity="location"
      columns={[
        { accessor: 'code', title: t`Code` },
        { accessor: 'name', title: t`Name` },
        { accessor: 'nameKh', title: t`Name in Khmer`, render: (row) => <span lang="km">{row.nameKh}</span> },
        { accessor: 'type', title: t`Kind`, render: (row) => types[row.type] ?? row.type },
      ]}
      fields={[
        {
          name: 'code',
          label: t`Code`,
          description: t`ISO 3166-2, e.g. KH-12`,
          required: true,
          createOnly: true,
        },
        { name: 'name', label: t`Name`, required: true },
        { name: 'nameKh', label: t`Name in Khmer`, required: true },
        {
          name: 'type',
          label: t`Kind`,
          kind: 'select',
          options: Object.entries(types).map(([value, label]) => ({ value, label })),
          required: true,
        },
      ]}
      createSchema={LocationBody}
      patchSchema={LocationUpdateBody}
      emptyValues={empty}
      toValues={(row) => ({ code: row.code, name: row.name, nameKh: row.nameKh, type: row.type })}
      toBody={(values) => ({
        code: values.code.trim(),
        name: values.name.trim(),
        nameKh: values.nameKh.trim(),
        type: values.type,
      })}
      labels={{
        add: t`Add a province`,
        edit: (row) => localizedName(row, i18n.locale),
        deleteWhat: (row) => localizedName(row, i18n.locale),
      }}
      empty={{ title: t`No provinces yet`, hint: t`Add the provinces shoppers choose in their addresses.` }}
    />
  );
}
