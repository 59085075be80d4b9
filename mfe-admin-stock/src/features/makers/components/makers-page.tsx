import { useLingui } from '@lingui/react/macro';
import { ReferenceScreen, useResourceMutations } from '@shop/admin';
import { ImageButton } from '../../../lib/image-button.tsx';
import { MakerBody, MakerPatch, type MakerView } from '@shop/contracts';
import { makerApi } from '../api/maker-api.ts';

interface MakerForm extends Record<string, unknown> {
  name: string;
  nameKh: string;
  country: string;
  logo: string;
}

/** Makers of parts and accessories (Bosch, Denso), not vehicle brands; one with parts cannot be deleted. */
export function MakersPage() {
  const { t } = useLingui();
  const mutations = useResourceMutations(makerApi);
  return (
    <ReferenceScreen<MakerView, MakerForm>
      screen="admin-stock/brand-item"
      title={t`Makers`}
      api={makerApi}
      // The logo is an uploaded image (its picture address, /files/<key>: public once the logo names it), or any
      // address typed in the form. Not its `url`: a library file's is a signed link that stops working.
      rowActions={(row) => (
        <ImageButton
          title={row.name}
          image={row.logo}
          folder="makers"
          onChange={(file) => mutations.update.mutateAsync({ id: row.id, patch: { logo: file?.pictureUrl ?? null } })}
        />
      )}
      entity="brand-item"
      searchable
      defaultSort={{ column: 'name', direction: 'asc' }}
      columns={[
        { accessor: 'name', title: t`Name`, sortable: true },
        { accessor: 'nameKh', title: t`Name in Khmer` },
        { accessor: 'country', title: t`Country`, sortable: true },
      ]}
      fields={[
        { name: 'name', label: t`Name`, required: true },
        { name: 'nameKh', label: t`Name in Khmer` },
        { name: 'country', label: t`Country` },
        { name: 'logo', label: t`Logo address`, description: t`A /files/… address or a web address` },
      ]}
      createSchema={MakerBody}
      patchSchema={MakerPatch}
      emptyValues={{ name: '', nameKh: '', country: '', logo: '' }}
      toValues={(row) => ({
        name: row.name,
        nameKh: row.nameKh ?? '',
        country: row.country ?? '',
        logo: row.logo ?? '',
      })}
      toBody={(values) => ({
        name: values.name.trim(),
        nameKh: values.nameKh.trim() || null,
        country: values.country.trim() || null,
        logo: values.logo.trim() || null,
      })}
      labels={{ add: t`Add a maker`, edit: (row) => row.name, deleteWhat: (row) => row.name }}
      empty={{ title: t`No makers yet`, hint: t`Add the makers of the parts and accessories the shop sells.` }}
    />
  );
}
