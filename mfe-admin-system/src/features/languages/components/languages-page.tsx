import { useLingui } from '@lingui/react/macro';
import { BooleanBadge, booleanFilter, ReferenceScreen } from '@shop/admin';
import { LanguageBody, LanguagePatch, type LanguageView } from '@shop/contracts';
import { languageApi } from '../api/language-api.ts';

interface LanguageForm extends Record<string, unknown> {
  code: string;
  name: string;
  nativeName: string;
  active: boolean;
  sortOrder: number | string;
}

const empty: LanguageForm = { code: '', name: '', nativeName: '', active: true, sortOrder: 0 };

/** The languages translations are kept in (a language whose code has translations cannot be deleted). */
export function LanguagesPage() {
  const { t } = useLingui();
  const words = { yes: t`Active`, no: t`Inactive` };
  return (
    <ReferenceScreen<LanguageView, LanguageForm>
      screen="admin-system/language"
      title={t`Languages`}
      api={languageApi}
      entity="language"
      searchable
      defaultSort={{ column: 'sortOrder', direction: 'asc' }}
      filters={[booleanFilter('active', t`Status`, words)]}
      columns={[
        { accessor: 'code', title: t`Code`, sortable: true },
        { accessor: 'name', title: t`Name`, sortable: true },
        { accessor: 'nativeName', title: t`Own name` },
        { accessor: 'sortOrder', title: t`Order`, sortable: true },
        {
          accessor: 'active',
          title: t`Status`,
          render: (row) => <BooleanBadge value={row.active} words={words} />,
        },
      ]}
      fields={[
        { name: 'code', label: t`Code`, description: t`The address's language segment, e.g. en, kh`, required: true },
        { name: 'name', label: t`Name`, required: true },
        { name: 'nativeName', label: t`Own name`, description: t`As its speakers write it, e.g. ខ្មែរ`, required: true },
        { name: 'sortOrder', label: t`Order`, kind: 'number' },
        { name: 'active', label: t`Active`, kind: 'switch' },
      ]}
      createSchema={LanguageBody}
      patchSchema={LanguagePatch}
      emptyValues={empty}
      toValues={(row) => ({
        code: row.code,
        name: row.name,
        nativeName: row.nativeName,
        active: row.active,
        sortOrder: row.sortOrder,
      })}
      toBody={(values) => ({
        ...values,
        code: values.code.trim(),
        name: values.name.trim(),
        nativeName: values.nativeName.trim(),
        sortOrder: Number(values.sortOrder),
      })}
      labels={{ add: t`Add a language`, edit: (row) => row.name, deleteWhat: (row) => row.name }}
      empty={{ title: t`No languages yet`, hint: t`Add English and Khmer first: translations are kept per language.` }}
    />
  );
}
