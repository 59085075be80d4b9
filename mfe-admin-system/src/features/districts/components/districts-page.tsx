import { useLingui } from '@lingui/react/macro';
import { useLocalizedName } from '@shop/i18n';
import { ReferenceScreen } from '@shop/admin';
import { DistrictBody, DistrictPatch, type DistrictView } from '@shop/contracts';
import { useProvinces } from '../../../lib/api/get-provinces.ts';
import { districtApi } from '../api/district-api.ts';

interface DistrictForm extends Record<string, unknown> {
  locationId: string;
  name: string;
  nameKh: string;
}

const empty: DistrictForm = { locationId: '', name: '', nameKh: '' };

/**
 * The districts (khan / srok) of each province, in English and Khmer (a Khmer page shows only the Khmer name, so it
 * is required): what a delivery zone names to price a district apart from the rest of its province. One a zone names
 * cannot be deleted, nor moved to another province. Kept like the provinces, on the same reference screen.
 */
export function DistrictsPage() {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const provinces = useProvinces().data ?? [];
  const provinceOptions = provinces.map((province) => ({
    value: String(province.id),
    label: nameOf(province),
  }));
  const name = (row: DistrictView) => nameOf(row);
  return (
    <ReferenceScreen<DistrictView, DistrictForm>
      screen="admin-system/district"
      title={t`Districts`}
      api={districtApi}
      entity="district"
      searchable
      defaultSort={{ column: 'name', direction: 'asc' }}
      filters={[{ name: 'locationId', label: t`Province`, kind: 'select', options: provinceOptions }]}
      columns={[
        {
          accessor: 'location',
          title: t`Province`,
          render: (row) => nameOf(row.location),
        },
        { accessor: 'name', title: t`Name` },
        { accessor: 'nameKh', title: t`Name in Khmer`, render: (row) => <span lang="km">{row.nameKh}</span> },
      ]}
      fields={[
        { name: 'locationId', label: t`Province`, kind: 'select', options: provinceOptions, required: true },
        { name: 'name', label: t`Name`, required: true },
        { name: 'nameKh', label: t`Name in Khmer`, required: true },
      ]}
      createSchema={DistrictBody}
      patchSchema={DistrictPatch}
      emptyValues={empty}
      toValues={(row) => ({ locationId: String(row.location.id), name: row.name, nameKh: row.nameKh })}
      toBody={(values) => ({
        ...(values.locationId ? { locationId: Number(values.locationId) } : {}),
        name: values.name.trim(),
        nameKh: values.nameKh.trim(),
      })}
      labels={{ add: t`Add a district`, edit: name, deleteWhat: name }}
      empty={{
        title: t`No districts yet`,
        hint: t`Add the districts a delivery zone may price apart from the rest of its province.`,
      }}
    />
  );
}
