// The back-office command palette (@mantine/spotlight; the host binds Ctrl/Cmd+K to `commandPalette.open()`): every screen the user may open, and
// records by number. The shell hands it the menu the releases declared; it knows no screen by name.
import '@mantine/spotlight/styles.css';
import { Spotlight } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { findRecords, isSearchable, type FoundRecord } from './record-finders.ts';

export interface PaletteScreen {
  key: string;
  label: string;
  group: string;
  /** Path below the back-office base ('' = the dashboard). */
  to: string;
}

export interface CommandPaletteProps {
  screens: PaletteScreen[];
  /** `/en/admin` */
  base: string;
  /** Whether record search may use admin-only routes (users). */
  admin: boolean;
  navigate: (to: string) => void;
}

export function CommandPalette({ screens, base, admin, navigate }: CommandPaletteProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const records = useQuery({
    queryKey: ['palette', admin, debounced],
    queryFn: () => findRecords(debounced, { admin }),
    enabled: isSearchable(debounced),
  });
  const go = (to: string) => navigate(to ? `${base}/${to}` : base);
  const needle = query.trim().toLowerCase();
  const matching = screens.filter(
    (screen) => !needle || `${screen.label} ${screen.group}`.toLowerCase().includes(needle),
  );
  const kindLabel: Record<FoundRecord['kind'], string> = { order: t`Order`, part: t`Part`, user: t`User` };
  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={null} scrollable maxHeight={420}>
      <Spotlight.Search
        placeholder={t`Go to a screen, an order number, a part number, an e-mail…`}
        aria-label={t`Command palette`}
      />
      <Spotlight.ActionsList>
        {matching.length > 0 ? (
          <Spotlight.ActionsGroup label={t`Screens`}>
            {matching.map((screen) => (
              <Spotlight.Action
                key={screen.key}
                label={screen.label}
                description={screen.group}
                onClick={() => go(screen.to)}
                data-testid={`palette-screen-${screen.key}`}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {records.data && records.data.length > 0 ? (
          <Spotlight.ActionsGroup label={t`Records`}>
            {records.data.map((record) => (
              <Spotlight.Action
                key={record.key}
                label={`${kindLabel[record.kind]} ${record.label}`}
                description={record.description}
                onClick={() => go(record.to)}
                data-testid={`palette-record-${record.key}`}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {matching.length === 0 && !records.data?.length ? (
          <Spotlight.Empty>{records.isFetching ? t`Searching…` : t`Nothing found`}</Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
