// The translation editor: every UI string of every package with its English and Khmer texts side by side, filters
// (missing, not marked correct, changed by staff) on one language, search, edit in place, mark correct one or
// several at once, and a .po file out and back in for a translator. Saved texts reach the storefront without a
// redeploy: the shell merges them at each page load and polls them on open pages.
import { Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { showToast } from '@shop/ui';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { describeApiError, DownloadButton, ListScreen, usePackageWords, type ListColumn } from '@shop/admin';
import type { TranslationEntry } from '@shop/contracts';
import { useApplyTranslationChanges } from '../api/create-translation-changes.ts';
import { useTranslationLanguages } from '../api/get-translation-languages.ts';
import { useImportTranslations } from '../api/import-translations.ts';
import { TRANSLATION_PATH, translationKeys } from '../api/translation-keys.ts';
import { TranslationCell } from './translation-cell.tsx';

const DEFAULT_LANGUAGE = 'kh';

export function TranslationsPage() {
  const { t, i18n } = useLingui();
  const packageWords = usePackageWords();
  const [params] = useSearchParams();
  const language = params.get('language') ?? DEFAULT_LANGUAGE;
  const languages = useTranslationLanguages();
  const markMany = useApplyTranslationChanges();
  const importFile = useImportTranslations();
  const active = languages.data ?? [];
  const nameOf = (code: string) => active.find((l) => l.code === code)?.nativeName ?? code;
  const current = active.find((l) => l.code === language);

  const importPo = async (file: File | null) => {
    if (!file) return;
    try {
      const result = await importFile.mutateAsync({ language, file: await file.text() });
      showToast({
        color: 'green',
        message: t`Imported: ${result.changed} changed, ${result.unchanged} unchanged, ${result.skipped.length} skipped.`,
      });
    } catch (error) {
      showToast({ color: 'red', message: i18n._(describeApiError(error).message) });
    }
  };

  const columns: ListColumn<TranslationEntry>[] = [
    {
      accessor: 'source',
      title: t`Message`,
      width: '28%',
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap' }}>
            {row.source}
          </Text>
          <Text size="xs" c="dimmed" data-testid="translation-where">
            {row.packages.map(packageWords).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    ...active.map((l) => ({
      accessor: `text-${l.code}`,
      title: l.nativeName,
      render: (row: TranslationEntry) =>
        row.texts[l.code] ? (
          <TranslationCell
            messageKey={row.key}
            language={l.code}
            languageName={l.nativeName}
            text={row.texts[l.code]!}
          />
        ) : null,
    })),
  ];

  return (
    <ListScreen<TranslationEntry>
      screen="admin-system/translation"
      title={t`Translations`}
      resource={TRANSLATION_PATH}
      queryKey={translationKeys.lists()}
      idAccessor="key"
      searchable
      columns={columns}
      filters={[
        {
          name: 'language',
          label: t`Language`,
          kind: 'select',
          options: active.map((l) => ({ value: l.code, label: l.nativeName })),
        },
        {
          name: 'filter',
          label: t`Show`,
          kind: 'select',
          options: [
            { value: 'missing', label: t`Missing` },
            { value: 'unverified', label: t`Not marked correct` },
            { value: 'changed', label: t`Changed by staff` },
          ],
        },
      ]}
      bulkActions={[
        {
          label: t`Mark correct in ${nameOf(language)}`,
          run: async (rows) => {
            const items = rows
              .filter((row) => row.texts[language]?.value)
              .map((row) => ({ language, key: row.key, isCorrect: true }));
            if (items.length > 0) await markMany.mutateAsync(items);
          },
        },
      ]}
      actions={
        <Group gap="xs">
          {current ? (
            <Group gap={4}>
              <Badge variant="light" color="red">{t`${current.missing} missing`}</Badge>
              <Badge variant="light" color="green">{t`${current.correct} correct`}</Badge>
              <Badge variant="light" color="orange">{t`${current.changed} changed`}</Badge>
            </Group>
          ) : null}
          <FileButton onChange={(file) => void importPo(file)} accept=".po,text/x-gettext-translation">
            {(props) => (
              <Button {...props} variant="default" size="sm" loading={importFile.isPending}>
                {t`Import .po (${nameOf(language)})`}
              </Button>
            )}
          </FileButton>
        </Group>
      }
      exportButton={(query) => {
        const search = new URLSearchParams(
          Object.entries(query).flatMap(([name, value]) =>
            name === 'page' || name === 'size' ? [] : [[name, String(value)]],
          ),
        );
        search.set('language', language);
        search.set('format', 'po');
        return (
          <DownloadButton
            href={`${TRANSLATION_PATH}?${search.toString()}`}
            fileName={`messages-${language}.po`}
            accept="text/x-gettext-translation"
            label={t`Export .po (${nameOf(language)})`}
            testId="po-export"
          />
        );
      }}
      empty={{ title: t`No messages found`, hint: t`The packages' message catalogues could not be read.` }}
    />
  );
}
