import { Chip, Group, ScrollArea, useMatches } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CategoryWithCount } from '@shop/contracts';
import { useLocalizedName } from '@shop/i18n';

export interface CategoryChipsProps {
  /** Every item of the list, whichever category is chosen (the "All" chip's count). */
  total: number;
  categories: CategoryWithCount[];
  /** The chosen category; undefined is "All". */
  value: number | undefined;
  onChange(categoryId: number | undefined): void;
}

/**
 * The listing's per-category summary (what the spec's `show-summary=true` asks for): an "All" chip and one chip
 * per category, each with its count; choosing one narrows the list. From `sm` up the chips wrap onto a few lines;
 * on a phone they stay on one line that scrolls sideways by itself, so the page never does.
 */
export function CategoryChips({ total, categories, value, onChange }: CategoryChipsProps) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const wrap = useMatches({ base: 'nowrap' as const, sm: 'wrap' as const });
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbars="x">
      <Chip.Group
        value={value === undefined ? 'all' : String(value)}
        onChange={(next) => onChange(next === 'all' ? undefined : Number(next))}
      >
        <Group gap={6} wrap={wrap} pb={4} role="group" aria-label={t`Categories`} data-testid="category-filter">
          <Chip value="all" size="sm" wrapperProps={{ 'data-testid': 'category-chip', 'data-category-id': 'all' }}>
            {t`All`} ({total})
          </Chip>
          {categories.map((category) => (
            <Chip
              key={category.id}
              value={String(category.id)}
              size="sm"
              wrapperProps={{ 'data-testid': 'category-chip', 'data-category-id': category.id }}
            >
              {nameOf(category)} ({category.count})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
}
