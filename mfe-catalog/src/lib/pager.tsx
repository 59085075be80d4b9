import { Group, NativeSelect, NumberInput, Pagination, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface PagerProps {
  /** Zero-based, as the API counts pages. */
  page: number;
  size: number;
  total: number;
  onChange(page: number, size: number): void;
}

/**
 * Paging as the product spec shows it: "{range end} / {total} items", page buttons, a page size changer
 * ("/ page") and a "Go to" field, with the labels Page, Previous Page, Next Page and Page Size.
 */
export function Pager({ page, size, total, onChange }: PagerProps) {
  const { t } = useLingui();
  const [goTo, setGoTo] = useState<string | number>('');
  const pages = Math.max(1, Math.ceil(total / size));
  const rangeEnd = Math.min(total, (page + 1) * size);
  if (total === 0) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="pager">
      <Text size="sm" c="dimmed" data-testid="pager-range">
        {t`${rangeEnd} / ${total} items`}
      </Text>
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(value) => onChange(value - 1, size)}
        size="sm"
        siblings={1}
        getItemProps={(value) => ({ 'aria-label': t`Page ${value}` })}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t`Previous Page` }
            : control === 'next'
              ? { 'aria-label': t`Next Page` }
              : {}
        }
      />
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={t`Page Size`}
          size="xs"
          value={String(size)}
          onChange={(event) => onChange(0, Number(event.currentTarget.value))}
          data={PAGE_SIZES.map((value) => ({ value: String(value), label: t`${value} / page` }))}
        />
        <NumberInput
          size="xs"
          w={110}
          label={t`Go to`}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 6 }, label: { whiteSpace: 'nowrap' } }}
          min={1}
          max={pages}
          value={goTo}
          onChange={setGoTo}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            const target = Math.min(pages, Math.max(1, Math.trunc(Number(goTo))));
            if (Number.isFinite(target)) onChange(target - 1, size);
            setGoTo('');
          }}
        />
      </Group>
    </Group>
  );
}
