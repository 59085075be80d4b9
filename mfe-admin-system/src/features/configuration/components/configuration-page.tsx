import { useLingui } from '@lingui/react/macro';
import { BooleanBadge, booleanFilter, filledIn, ReferenceScreen } from '@shop/admin';
import { ConfigurationCreate, ConfigurationPatch, type ConfigurationView } from '@shop/contracts';
import { localizedName } from '@shop/i18n';
import { configurationApi } from '../api/configuration-api.ts';

interface ConfigurationForm extends Record<string, unknown> {
  key: string;
  value: string;
  description: string;
  descriptionKh: string;
  isPublic: boolean;
}

const empty: ConfigurationForm = { key: '', value: '', description: '', descriptionKh: '', isPublic: false };

/** The shop's settings by key (site phone, social links...); public ones are readable by the storefront. */
export function ConfigurationPage() {
  const { t, i18n } = useLingui();
  const words = { yes: t`Public`, no: t`Back-office only` };
  return (
    <ReferenceScreen<ConfigurationView, ConfigurationForm>
      screen="admin-system/configuration"
      title={t`Configuration`}
      api={configurationApi}
      entity="configuration"
      searchable
      defaultSort={{ column: 'key', direction: 'asc' }}
      filters={[booleanFilter('isPublic', t`Visibility`, words)]}
      columns={[
        { accessor: 'key', title: t`Key`, sortable: true },
        { accessor: 'value', title: t`Value`, ellipsis: true, width: 280 },
        {
          accessor: 'description',
          title: t`Description`,
          // In the reader's language: the Khmer description on a Khmer page, the English one where it has none.
          render: (row) => localizedName({ name: row.description ?? '', nameKh: row.descriptionKh }, i18n.locale),
        },
        {
          accessor: 'isPublic',
          title: t`Visibility`,
          render: (row) => <BooleanBadge value={row.isPublic} words={words} />,
        },
      ]}
      fields={[
        { name: 'key', label: t`Key`, description: t`Letters, digits, dots, dashes, e.g. site.phone`, required: true },
        { name: 'value', label: t`Value`, kind: 'textarea', required: true },
        { name: 'description', label: t`Description` },
        { name: 'descriptionKh', label: t`Description in Khmer` },
        { name: 'isPublic', label: t`Readable by the storefront`, kind: 'switch' },
      ]}
      createSchema={ConfigurationCreate}
      patchSchema={ConfigurationPatch}
      emptyValues={empty}
      toValues={(row) => ({
        key: row.key,
        value: row.value,
        description: row.description ?? '',
        descriptionKh: row.descriptionKh ?? '',
        isPublic: row.isPublic,
      })}
      toBody={(values) => ({
        key: values.key.trim(),
        value: values.value,
        description: values.description.trim() || null,
        descriptionKh: values.descriptionKh.trim() || null,
        isPublic: values.isPublic,
      })}
      // The create schema leaves key and value optional (they may come as query parameters); the form needs both.
      rules={{ key: filledIn, value: filledIn }}
      labels={{ add: t`Add a setting`, edit: (row) => row.key, deleteWhat: (row) => row.key }}
      empty={{ title: t`No settings yet`, hint: t`Add the shop's phone, address or links as key and value.` }}
    />
  );
}
