// The one list screen of the back-office (after Medusa's table + table-query hook): server paging, sort,
// search and filters kept in the address, columns chosen per user, row selection with bulk actions,
// saved views, a CSV export of the current list, and the loading / empty / error states.
import { Button, Group, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, useDataTableColumns, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getPage, useSessionStore } from '@shop/client';
import { EmptyBlock, ErrorBlock, showToast } from '@shop/ui';
import { ColumnChooser } from './column-chooser.tsx';
import { CsvExportButton } from './csv-export-button.tsx';
import {
  apiSort,
  listQuery,
  PAGE_SIZES,
  parseApiSort,
  rememberedPageSize,
  rememberPageSize,
  useListState,
  type ListSort,
} from './list-state.ts';
import { SavedViewsMenu } from './saved-views-menu.tsx';
import { formatNumber } from '@shop/i18n';

export type ListColumn<T> = DataTableColumn<T> & { accessor: string; title: string };

export interface ListFilter {
  name: string;
  label: string;
  kind: 'select' | 'date';
  options?: { value: string; label: string }[];
  /** How the address's value becomes the API's (a date `2026-11-24` -> a date-time); as is by default. */
  toApi?: (value: string) => string;
}

export interface BulkAction<T> {
  label: string;
  color?: string;
  run: (records: T[]) => void | Promise<void>;
}

export interface ListScreenProps<T> {
  /** Stable id of the screen: saved views and remembered columns are kept under it. */
  screen: string;
  title: string;
  /** The API list route (`/api/backend/currency`); it answers `{ data, pagination }` and, with `?format=csv`, CSV. */
  resource: string;
  /** Query key prefix, from the resource's key factory (`keys.lists()`), so writes invalidate the list. */
  queryKey: readonly unknown[];
  columns: ListColumn<T>[];
  filters?: ListFilter[];
  searchable?: boolean;
  defaultSort?: ListSort;
  bulkActions?: BulkAction<T>[];
  /** Buttons beside the title (usually "Add"). */
  actions?: ReactNode;
  empty: { title: string; hint?: string; action?: ReactNode };
  onRowClick?: (record: T) => void;
  idAccessor?: keyof T & string;
  /**
   * The export beside the column chooser, given the list's current API query; the CSV export by default.
   * A list whose API exports another format (the translations' .po) draws its own `DownloadButton`.
   */
  exportButton?: (query: Record<string, string | number | boolean>) => ReactNode;
  /** Marks rows that need attention (a low stock): a background colour, and attributes such as `data-low`. */
  rowBackgroundColor?: (record: T) => string | undefined;
  rowAttributes?: (record: T) => Record<string, string | number | boolean | undefined>;
  /** Fixed parameters of every request: the screen's own scope (`{ type: 'DEALER' }`), not shown as filters. */
  baseQuery?: Record<string, string | number | boolean>;
  /** false: the route has no CSV answer, so no Export button. */
  csv?: boolean;
  /** Drawn under the title, above the search (the orders' status tabs). */
  belowTitle?: ReactNode;
  /**
   * Every record the list's query matches, not only this page (as stand-ins carrying at least the id): offered as
   * "Select all N that match" once the whole page is selected. Bulk actions then run on all of them.
   */
  selectAllMatching?: (query: Record<string, string | number | boolean>) => Promise<T[]>;
  /** Called with the records of each page the list has read (the notifications mark the new ones they show seen). */
  onRecordsShown?: (records: T[]) => void;
}

/** `?format=csv` with the list's own filters: the API streams the whole list, not one page. */
function csvHref(resource: string, query: Record<string, string | number | boolean>): string {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([name]) => name !== 'page' && name !== 'size')
      .map(([k, v]) => [k, String(v)]),
  );
  params.set('format', 'csv');
  return `${resource}?${params.toString()}`;
}

/**
 * The columns as one stable array while their accessors and titles stay the same. mantine-datatable's
 * column hooks set state whenever the array changes, so a new array per render (callers build them
 * inline) would render forever; the cells still draw with the caller's latest `render`.
 */
function useStableColumns<T>(columns: ListColumn<T>[]): ListColumn<T>[] {
  const latest = useRef(columns);
  useLayoutEffect(() => {
    latest.current = columns;
  });
  const shape = columns.map((column) => `${column.accessor}\u0000${column.title}`).join('\u0001');
  return useMemo(
    () =>
      columns.map((column, index) => {
        if (!column.render) return column;
        // Until the layout effect has run, `latest` still holds the previous columns (a screen whose columns
        // arrive with data has fewer of them at first): this column's own render is the right one then.
        const current = () => (latest.current[index]?.accessor === column.accessor ? latest.current[index]! : column);
        return { ...column, render: (record: T, row: number) => current().render!(record, row) };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shape` is what identifies the columns
    [shape],
  );
}

export function ListScreen<T>({
  screen,
  title,
  resource,
  queryKey,
  columns,
  filters = [],
  searchable = false,
  defaultSort,
  bulkActions = [],
  actions,
  empty,
  onRowClick,
  idAccessor = 'id' as keyof T & string,
  exportButton,
  rowBackgroundColor,
  rowAttributes,
  baseQuery,
  csv = true,
  belowTitle,
  selectAllMatching,
  onRecordsShown,
}: ListScreenProps<T>) {
  const { t, i18n } = useLingui();
  const userId = useSessionStore((state) => state.user?.id);
  const defaultSize = rememberedPageSize(userId, screen);
  const list = useListState({
    filters: filters.map((filter) => filter.name),
    ...(defaultSort ? { defaultSort } : {}),
    ...(defaultSize ? { defaultSize } : {}),
  });
  const { state } = list;
  const query = Object.fromEntries(
    Object.entries({ ...baseQuery, ...listQuery(state) }).map(([name, value]) => {
      const convert = filters.find((filter) => filter.name === name)?.toApi;
      return [name, convert ? convert(String(value)) : value];
    }),
  );
  const result = useQuery({
    queryKey: [...queryKey, query],
    queryFn: () => getPage<T>(resource, query),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<T[]>([]);
  /** Set when "Select all that match" replaced the page's selection with every matching record. */
  const [allMatching, setAllMatching] = useState(false);
  const [selectingAll, setSelectingAll] = useState(false);
  const select = (records: T[]) => {
    setAllMatching(false);
    setSelected(records);
  };
  const [searchText, setSearchText] = useState(state.search);
  const pushSearch = useDebouncedCallback((value: string) => list.setSearch(value), 300);
  const stableColumns = useStableColumns(columns);
  // Remembered per user and screen in this browser, by mantine-datatable's own column store.
  const columnStore = useDataTableColumns<T>({
    key: `shop-columns:${userId ?? 'anonymous'}:${screen}`,
    columns: stableColumns,
  });
  const labels = Object.fromEntries(columns.map((column) => [column.accessor, column.title]));

  const total = result.data?.pagination.totalCount ?? 0;
  const records = result.data?.data ?? [];
  const shownCallback = useRef(onRecordsShown);
  useLayoutEffect(() => {
    shownCallback.current = onRecordsShown;
  });
  // Once per page read (not per render): a placeholder kept from the previous page is not shown news.
  const shownData = result.isPlaceholderData ? undefined : result.data;
  useEffect(() => {
    if (shownData) shownCallback.current?.(shownData.data);
  }, [shownData]);

  let body: ReactNode;
  if (result.isPending) {
    body = (
      <Stack gap="xs">
        {Array.from({ length: 5 }, (_, row) => (
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    );
  } else if (result.isError) {
    body = <ErrorBlock onRetry={() => void result.refetch()} />;
  } else if (total === 0 && !state.search && Object.keys(state.filters).length === 0) {
    body = <EmptyBlock title={empty.title} hint={empty.hint} action={empty.action} />;
  } else {
    body = (
      <DataTable<T>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={records.length === 0 ? 160 : undefined}
        idAccessor={idAccessor}
        records={records}
        columns={columnStore.effectiveColumns}
        storeColumnsKey={`shop-columns:${userId ?? 'anonymous'}:${screen}`}
        fetching={result.isFetching}
        noRecordsText={t`Nothing matches this search or filter`}
        totalRecords={total}
        recordsPerPage={state.size}
        page={state.page + 1}
        onPageChange={(page) => list.setPage(page - 1)}
        recordsPerPageOptions={[...PAGE_SIZES]}
        onRecordsPerPageChange={(size) => {
          rememberPageSize(userId, screen, size);
          list.setSize(size);
        }}
        recordsPerPageLabel={t`Page Size`}
        // The spec's pagination text: '{range end} / {total} items'.
        paginationText={({ to, totalRecords }) =>
          t`${formatNumber(i18n, to)} / ${formatNumber(i18n, totalRecords)} items`
        }
        getPaginationControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t`Previous Page` }
            : control === 'next'
              ? { 'aria-label': t`Next Page` }
              : {}
        }
        sortStatus={{ columnAccessor: state.sort?.column ?? '', direction: state.sort?.direction ?? 'asc' }}
        onSortStatusChange={(sort) => list.setSort({ column: String(sort.columnAccessor), direction: sort.direction })}
        {...(bulkActions.length > 0 ? { selectedRecords: selected, onSelectedRecordsChange: select } : {})}
        {...(onRowClick ? { onRowClick: ({ record }: { record: T }) => onRowClick(record) } : {})}
        {...(rowBackgroundColor ? { rowBackgroundColor: (record: T) => rowBackgroundColor(record) } : {})}
        {...(rowAttributes ? { customRowAttributes: (record: T) => rowAttributes(record) } : {})}
      />
    );
  }

  return (
    <Stack gap="md" data-screen={screen}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <Group gap="xs">{actions}</Group>
      </Group>
      {belowTitle}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {searchable ? (
          <TextInput
            aria-label={t`Search`}
            placeholder={t`Search`}
            value={searchText}
            maxLength={100}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              pushSearch(event.currentTarget.value);
            }}
          />
        ) : null}
        {filters.map((filter) =>
          filter.kind === 'select' ? (
            <Select
              key={filter.name}
              label={filter.label}
              data={filter.options ?? []}
              value={state.filters[filter.name] ?? null}
              onChange={(value) => list.setFilter(filter.name, value ?? undefined)}
              clearable
              w={180}
            />
          ) : (
            <DatePickerInput
              key={filter.name}
              label={filter.label}
              value={state.filters[filter.name] ?? null}
              onChange={(value) => list.setFilter(filter.name, value ?? undefined)}
              clearable
              valueFormat="YYYY-MM-DD"
              w={180}
            />
          ),
        )}
        <Group gap="xs" ml="auto">
          <SavedViewsMenu
            screen={screen}
            current={() => ({
              filters: { ...state.filters, ...(state.search ? { search: state.search } : {}) },
              sort: state.sort ? apiSort(state.sort) : null,
              columns: columnStore.columnsToggle.filter((toggle) => toggle.toggled).map((toggle) => toggle.accessor),
            })}
            onPick={(view) => {
              const { search = '', ...viewFilters } = Object.fromEntries(
                Object.entries(view.filters).flatMap(([name, value]) =>
                  value === null || value === undefined ? [] : [[name, String(value)]],
                ),
              );
              const sort = parseApiSort(view.sort);
              setSearchText(search);
              list.replace({
                page: 0,
                size: state.size,
                search,
                filters: viewFilters,
                ...(sort ? { sort } : {}),
              });
              if (view.columns.length > 0) {
                columnStore.setColumnsToggle(
                  columnStore.columnsToggle.map((toggle) => ({
                    ...toggle,
                    toggled: view.columns.includes(toggle.accessor),
                  })),
                );
              }
            }}
          />
          <ColumnChooser toggles={columnStore.columnsToggle} labels={labels} onChange={columnStore.setColumnsToggle} />
          {exportButton ? (
            exportButton(query)
          ) : csv ? (
            <CsvExportButton href={csvHref(resource, query)} fileName={`${screen}.csv`} />
          ) : null}
        </Group>
      </Group>
      {selected.length > 0 ? (
        <Group gap="xs">
          {bulkActions.map((action) => (
            <Button
              key={action.label}
              size="xs"
              variant="light"
              color={action.color}
              onClick={() => void Promise.resolve(action.run(selected)).then(() => select([]))}
            >
              {action.label} ({formatNumber(i18n, selected.length)})
            </Button>
          ))}
          {selectAllMatching && !allMatching && selected.length >= records.length && total > records.length ? (
            <Button
              size="xs"
              variant="subtle"
              loading={selectingAll}
              onClick={() => {
                setSelectingAll(true);
                void selectAllMatching(query)
                  .then((every) => {
                    setSelected(every);
                    setAllMatching(true);
                  })
                  .catch(() =>
                    showToast({ color: 'red', message: t`The matching records could not be read. Try again.` }),
                  )
                  .finally(() => setSelectingAll(false));
              }}
            >
              {t`Select all ${formatNumber(i18n, total)} that match`}
            </Button>
          ) : null}
          {allMatching ? (
            <Text size="sm" c="dimmed">
              {t`All ${formatNumber(i18n, selected.length)} matching records are selected.`}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {body}
    </Stack>
  );
}
