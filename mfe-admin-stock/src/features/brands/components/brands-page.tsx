import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { isInteger, ReferenceScreen, useResourceMutations } from '@shop/admin';
import { ImageButton } from '../../../lib/image-button.tsx';
import { BrandBody, BrandPatch, type BrandAdminView } from '@shop/contracts';
import { brandApi } from '../api/brand-api.ts';

interface BrandForm extends Record<string, unknown> {
  name: string;
  nameKh: string;
  logo: string;
  sortOrder: string;
}

/** Vehicle brands (Toyota); one with models or fitments cannot be deleted. */
export function BrandsPage() {
  const { t } = useLingui();
  const mutations = useResourceMutations(brandApi);
  return (
    <ReferenceScreen<BrandAdminView, BrandForm>
      screen="admin-stock/brand"
      title={t`Brands`}
      api={brandApi}
      // The logo is an uploaded image (its picture address, /files/<key>: public once the logo names it), or any
      // address typed in the form. Not its `url`: a library file's is a signed link that stops working.
      rowActions={(row) => (
        <ImageButton
          title={row.name}
          image={row.logo}
          folder="brands"
          onChange={(file) => mutations.update.mutateAsync({ id: row.id, patch: { logo: file?.pictureUrl ?? null } })}
        />
      )}
      entity="brand"
      searchable
      defaultSort={{ column: 'sortOrder', direction: 'asc' }}
      columns={[
        { accessor: 'name', title: t`Name`, sortable: true },
        { accessor: 'nameKh', title: t`Name in Khmer` },
        { accessor: 'sortOrder', title: t`Order`, sortable: true },
      ]}
      fields={[
        { name: 'name', label: t`Name`, required: true },
        { name: 'nameKh', label: t`Name in Khmer` },
        { name: 'logo', label: t`Logo address`, description: t`A /files/… address or a web address` },
        { name: 'sortOrder', label: t`Order`, description: t`Smaller numbers come first` },
      ]}
      createSchema={BrandBody}
      patchSchema={BrandPatch}
      emptyValues={{ name: '', nameKh: '', logo: '', sortOrder: '0' }}
      toValues={(row) => ({
        name: row.name,
        nameKh: row.nameKh ?? '',
        logo: row.logo ?? '',
        sortOrder: String(row.sortOrder),
      })}
      toBody={(values) => ({
        name: values.name.trim(),
        nameKh: values.nameKh.trim() || null,
        logo: values.logo.trim() || null,
        ...(isInteger(values.sortOrder.trim()) && values.sortOrder.trim() !== ''
          ? { sortOrder: Number(values.sortOrder.trim()) }
          : {}),
      })}
      rules={{ sortOrder: (value) => (isInteger(String(value).trim()) ? null : msg`Digits only`) }}
      labels={{ add: t`Add a brand`, edit: (row) => row.name, deleteWhat: (row) => row.name }}
      empty={{ title: t`No brands yet`, hint: t`Add the vehicle brands the shop sells parts for.` }}
    />
  );
}
