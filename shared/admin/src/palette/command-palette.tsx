// The back-office command palette (@mantine/spotlight; the host binds Ctrl/Cmd+K to `commandPalette.open()`): every
// screen the user may open, grouped as the menu groups them, then records (orders, customers, parts, stock by store,
// suppliers), each group with its icon, in the reader's language. The shell hands it the menu the releases declared;
// it knows no screen by name. Arrow keys move, Enter opens, Escape closes (Spotlight's own keyboard handling).
import '@mantine/spotlight/styles.css';
import { Group, Kbd, Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { NavGroup } from '@shop/contracts/nav-groups.ts';
import { PaletteIcon } from './palette-icons.tsx';
import { isSearchable, RECORD_KINDS, useFoundRecords, type RecordKind } from './api/find-records.ts';

export interface PaletteScreen {
  key: string;
  label: string;
  /** The menu group (a key: the palette words it in the reader's language). */
  group: string;
  /** Path below the back-office base ('' = the dashboard). */
  to: string;
}

export interface CommandPaletteProps {
  screens: PaletteScreen[];
  /** `/en/admin` */
  base: string;
  /** Whether record search may use admin-only routes (people, parts, suppliers). */
  admin: boolean;
  navigate: (to: string) => void;
}

export function CommandPalette({ screens, base, admin, navigate }: CommandPaletteProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const records = useFoundRecords(debounced, { admin, locale: i18n.locale });
  const groupLabel: Record<NavGroup, string> = {
    Overview: t`Overview`,
    Sales: t`Sales`,
    Stock: t`Stock`,
    Catalogue: t`Catalogue`,
    People: t`People`,
    System: t`System`,
  };
  const kindLabel: Record<RecordKind, string> = {
    order: t`Orders`,
    customer: t`Customers`,
    part: t`Parts`,
    stock: t`Stock by store`,
    supplier: t`Suppliers`,
  };
  const groupOf = (group: string) => groupLabel[group as NavGroup] ?? group;
  const go = (to: string) => navigate(to ? `${base}/${to}` : base);
  const needle = query.trim().toLowerCase();
  const matching = screens.filter(
    (screen) => !needle || `${screen.label} ${groupOf(screen.group)}`.toLowerCase().includes(needle),
  );
  const screenGroups = [...new Set(matching.map((screen) => screen.group))];
  // Results of the query now typed only: while the next one is asked, the previous query's records are not offered.
  const found = isSearchable(debounced) && debounced === query.trim() ? (records.data ?? []) : [];
  const searching = isSearchable(query) && (debounced !== query.trim() || records.isFetching);
  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={480}
      size="lg"
      onSpotlightClose={() => setQuery('')}
    >
      <Spotlight.Search
        placeholder={t`Go to a screen, an order number, a phone, an e-mail, a part number…`}
        aria-label={t`Command palette`}
        aria-busy={searching}
        data-testid="palette-search"
      />
      <Spotlight.ActionsList data-testid="palette-results" data-searching={searching ? 'true' : 'false'}>
        {screenGroups.map((group) => (
          <Spotlight.ActionsGroup key={group} label={groupOf(group)} data-testid={`palette-group-${group}`}>
            {matching
              .filter((screen) => screen.group === group)
              .map((screen) => (
                <Spotlight.Action
                  key={screen.key}
                  label={screen.label}
                  leftSection={<PaletteIcon kind="screen" />}
                  highlightQuery
                  onClick={() => go(screen.to)}
                  data-testid={`palette-screen-${screen.key}`}
                />
              ))}
          </Spotlight.ActionsGroup>
        ))}
        {RECORD_KINDS.map((kind) => {
          const ofKind = found.filter((record) => record.kind === kind);
          return ofKind.length === 0 ? null : (
            <Spotlight.ActionsGroup key={kind} label={kindLabel[kind]} data-testid={`palette-group-${kind}`}>
              {ofKind.map((record) => (
                <Spotlight.Action
                  key={record.key}
                  label={record.label}
                  description={record.description}
                  leftSection={<PaletteIcon kind={kind} />}
                  highlightQuery
                  onClick={() => go(record.to)}
                  data-testid={`palette-record-${record.key}`}
                  data-kind={kind}
                />
              ))}
            </Spotlight.ActionsGroup>
          );
        })}
        {matching.length === 0 && found.length === 0 ? (
          <Spotlight.Empty data-testid="palette-empty">{searching ? t`Searching…` : t`Nothing found`}</Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
      <Group gap="md" px="md" py="xs" c="dimmed" fz="xs">
        <Text span fz="xs">
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t`to move`}
        </Text>
        <Text span fz="xs">
          <Kbd size="xs">Enter</Kbd> {t`to open`}
        </Text>
        <Text span fz="xs">
          <Kbd size="xs">Esc</Kbd> {t`to close`}
        </Text>
      </Group>
    </Spotlight.Root>
  );
}
