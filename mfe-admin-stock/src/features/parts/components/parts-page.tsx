import { Button, Image } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { BooleanBadge, booleanFilter, ListScreen, RecordFormModal, useResourceMutations } from '@shop/admin';
import { PartBody, type PartAdminView } from '@shop/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { nameOptions, useCategories, useMakers } from '../../../lib/api/catalogue-lookups.ts';
import { partApi } from '../api/part-api.ts';
import { emptyPart, partBody, usePartFields, type PartForm } from './part-fields.ts';
import { PartNumberCheck, usePartNumberClash } from './part-number-check.tsx';
import { useLocalizedName } from '@shop/i18n';

/** Parts: search by part number or name, filter by category, maker, popular, best-seller; a row opens its page. */
export function PartsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const navigate = useNavigate();
  const makers = useMakers();
  const categories = useCategories();
  const fields = usePartFields();
  const mutations = useResourceMutations(partApi);
  const partNumberClash = usePartNumberClash();
  const [adding, setAdding] = useState(false);
  const words = { yes: t`Yes`, no: t`No` };
  const name = useLocalizedName();
  const add = (
    <Button onClick={() => setAdding(true)} data-testid="record-add">
      {t`Add a part`}
    </Button>
  );
  return (
    <>
      <ListScreen<PartAdminView>
        screen="admin-stock/part"
        title={t`Parts`}
        resource={partApi.path}
        queryKey={partApi.keys.lists()}
        searchable
        defaultSort={{ column: 'updatedAt', direction: 'desc' }}
        filters={[
          {
            name: 'categoryId',
            label: t`Category`,
            kind: 'select',
            options: nameOptions(categories.data, i18n.locale),
          },
          { name: 'brandItemId', label: t`Maker`, kind: 'select', options: nameOptions(makers.data, i18n.locale) },
          booleanFilter('popular', t`Popular`, words),
          booleanFilter('bestSeller', t`Best seller`, words),
        ]}
        columns={[
          {
            accessor: 'image',
            title: t`Image`,
            render: (row) => (row.image ? <Image src={row.image} h={32} w={32} fit="contain" alt="" /> : null),
          },
          { accessor: 'partNumber', title: t`Part number`, sortable: true },
          { accessor: 'name', title: t`Name`, sortable: true, render: (row) => name(row) },
          { accessor: 'maker', title: t`Maker`, render: (row) => name(row.maker) },
          { accessor: 'category', title: t`Category`, render: (row) => name(row.category) },
          {
            accessor: 'popular',
            title: t`Popular`,
            render: (row) => <BooleanBadge value={row.popular} words={words} />,
          },
          {
            accessor: 'bestSeller',
            title: t`Best seller`,
            render: (row) => <BooleanBadge value={row.bestSeller} words={words} />,
          },
          {
            accessor: 'updatedAt',
            title: t`Changed`,
            sortable: true,
            render: (row) => new Date(row.updatedAt).toLocaleDateString(i18n.locale),
          },
        ]}
        actions={add}
        empty={{ title: t`No parts yet`, hint: t`Add a part, then the vehicles it fits.`, action: add }}
        onRowClick={(row) => void navigate(String(row.id))}
      />
      {adding ? (
        <RecordFormModal<PartForm>
          title={t`Add a part`}
          schema={PartBody}
          fields={fields}
          initialValues={emptyPart}
          isNew
          toBody={partBody}
          describeError={partNumberClash}
          below={(values) => <PartNumberCheck partNumber={values.partNumber} makerId={values.brandItemId} />}
          onSubmit={async (body) => {
            const part = await mutations.create.mutateAsync(body as PartBody);
            void navigate(String(part.id));
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </>
  );
}
