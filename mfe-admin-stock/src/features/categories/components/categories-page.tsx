import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Image } from '@mantine/core';
import { isInteger, ReferenceScreen, useResourceMutations } from '@shop/admin';
import { ImageButton } from '../../../lib/image-button.tsx';
import { CategoryBody, CategoryPatch, type CategoryAdminView } from '@shop/contracts';
import { accessoryCategoryApi, categoryApi } from '../api/category-api.ts';

interface CategoryForm extends Record<string, unknown> {
  name: string;
  nameKh: string;
  sortOrder: string;
}

/** Part categories, or accessory categories: the same screen over their two resources. */
function CategoryScreen({ kind }: { kind: 'part' | 'accessory' }) {
  const { t } = useLingui();
  const part = kind === 'part';
  const api = part ? categoryApi : accessoryCategoryApi;
  const mutations = useResourceMutations(api);
  return (
    <ReferenceScreen<CategoryAdminView, CategoryForm>
      screen={part ? 'admin-stock/category' : 'admin-stock/accessory-category'}
      title={part ? t`Categories` : t`Accessory categories`}
      api={api}
      rowActions={(row) => (
        <ImageButton
          title={row.name}
          image={row.image}
          folder={part ? 'categories' : 'accessory-categories'}
          onChange={(file) => mutations.update.mutateAsync({ id: row.id, patch: { imageId: file?.id ?? null } })}
        />
      )}
      entity={part ? 'category' : 'accessory-category'}
      searchable
      defaultSort={{ column: 'sortOrder', direction: 'asc' }}
      columns={[
        {
          accessor: 'image',
          title: t`Image`,
          render: (row) => (row.image ? <Image src={row.image} h={28} w={28} fit="contain" alt="" /> : null),
        },
        { accessor: 'name', title: t`Name`, sortable: true },
        { accessor: 'nameKh', title: t`Name in Khmer` },
        { accessor: 'sortOrder', title: t`Order`, sortable: true },
      ]}
      fields={[
        { name: 'name', label: t`Name`, required: true },
        { name: 'nameKh', label: t`Name in Khmer` },
        { name: 'sortOrder', label: t`Order`, description: t`Smaller numbers come first` },
      ]}
      createSchema={CategoryBody}
      patchSchema={CategoryPatch}
      emptyValues={{ name: '', nameKh: '', sortOrder: '0' }}
      toValues={(row) => ({ name: row.name, nameKh: row.nameKh ?? '', sortOrder: String(row.sortOrder) })}
      toBody={(values) => ({
        name: values.name.trim(),
        nameKh: values.nameKh.trim() || null,
        ...(isInteger(values.sortOrder.trim()) && values.sortOrder.trim() !== ''
          ? { sortOrder: Number(values.sortOrder.trim()) }
          : {}),
      })}
      rules={{ sortOrder: (value) => (isInteger(String(value).trim()) ? null : msg`Digits only`) }}
      labels={{
        add: part ? t`Add a category` : t`Add an accessory category`,
        edit: (row) => row.name,
        deleteWhat: (row) => row.name,
      }}
      empty={{
        title: t`No categories yet`,
        hint: part
          ? t`Add the part categories shoppers browse by.`
          : t`Add the accessory categories shoppers browse by.`,
      }}
    />
  );
}

export const CategoriesPage = () => <CategoryScreen kind="part" />;
export const AccessoryCategoriesPage = () => <CategoryScreen kind="accessory" />;
