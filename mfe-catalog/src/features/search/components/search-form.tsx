import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';

/** The search box: part number (typed any way, typos allowed) or words in English or Khmer. */
export function SearchForm({ initial = '', onSearch }: { initial?: string; onSearch(query: string): void }) {
  const { t } = useLingui();
  const form = useForm({ mode: 'controlled', initialValues: { query: initial } });
  return (
    <form
      role="search"
      onSubmit={form.onSubmit(({ query }) => {
        if (query.trim()) onSearch(query.trim());
      })}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          flex={1}
          label={t`Part number or keyword`}
          placeholder={t`e.g. 04465-33471, brake pad, ហ្វ្រាំង`}
          maxLength={100}
          {...form.getInputProps('query')}
          data-testid="search-input"
        />
        <Button type="submit">{t`Search`}</Button>
      </Group>
    </form>
  );
}
