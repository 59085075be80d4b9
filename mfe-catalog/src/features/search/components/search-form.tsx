import { Button, Group, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** The search box: part number (typed any way, typos allowed) or words in English or Khmer. */
export function SearchForm({ initial = '', onSearch }: { initial?: string; onSearch(query: string): void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState(initial);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (query.trim()) onSearch(query.trim());
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          flex={1}
          label={t`Part number or keyword`}
          placeholder={t`e.g. 04465-33471, brake pad, ហ្វ្រាំង`}
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-testid="search-input"
        />
        <Button type="submit">{t`Search`}</Button>
      </Group>
    </form>
  );
}
