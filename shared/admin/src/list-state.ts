// A list screen's state kept in the address (page, size, sort, search, filters), so a link or a reload
// shows the same list. Pure functions, plus the hook that binds them to the router's search params.
import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation, useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  column: string;
  direction: SortDirection;
}

export interface ListState {
  /** Zero-based, as the API counts. */
  page: number;
  size: number;
  sort?: ListSort;
  search: string;
  /** Only the filters the screen declares; an empty value is no filter. */
  filters: Record<string, string>;
}

export interface ListStateOptions {
  /** Names of the screen's filters (their URL parameters). */
  filters?: readonly string[];
  /** Page sizes offered; the first is the default (the spec's default is 10). */
  sizes?: readonly number[];
  /** The page size when the address names none (the one this user last chose on the screen); the first size otherwise. */
  defaultSize?: number;
  defaultSort?: ListSort;
}

/** The page size a list opens with: the remembered one when it is offered, else the first. */
const defaultSizeOf = (options: ListStateOptions): number => {
  const sizes = options.sizes ?? PAGE_SIZES;
  return options.defaultSize !== undefined && sizes.includes(options.defaultSize) ? options.defaultSize : sizes[0]!;
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** `name:asc` -> { column: 'name', direction: 'asc' }; anything else -> undefined. */
export function parseSort(text: string | null | undefined): ListSort | undefined {
  const [column, direction] = (text ?? '').split(':');
  return column && (direction === 'asc' || direction === 'desc') ? { column, direction } : undefined;
}

const wholeNumber = (text: string | null): number | undefined =>
  text !== null && /^\d{1,9}$/.test(text) ? Number(text) : undefined;

/** Reads the state from the address; anything missing or malformed falls back to the default. */
export function readListState(params: URLSearchParams, options: ListStateOptions = {}): ListState {
  const sizes = options.sizes ?? PAGE_SIZES;
  const size = wholeNumber(params.get('size'));
  const sort = parseSort(params.get('sort')) ?? options.defaultSort;
  const filters: Record<string, string> = {};
  for (const name of options.filters ?? []) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: wholeNumber(params.get('page')) ?? 0,
    size: size !== undefined && sizes.includes(size) ? size : defaultSizeOf(options),
    ...(sort ? { sort } : {}),
    search: params.get('search') ?? '',
    filters,
  };
}

/**
 * Writes the state into the address, leaving out defaults so plain links stay plain. Parameters the list
 * does not own (a tab, a saved view's id) are kept.
 */
export function writeListState(
  state: ListState,
  current: URLSearchParams,
  options: ListStateOptions = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  put('page', state.page > 0 ? String(state.page) : undefined);
  put('size', state.size !== defaultSizeOf(options) ? String(state.size) : undefined);
  const sameAsDefault =
    state.sort &&
    options.defaultSort &&
    state.sort.column === options.defaultSort.column &&
    state.sort.direction === options.defaultSort.direction;
  put('sort', state.sort && !sameAsDefault ? `${state.sort.column}:${state.sort.direction}` : undefined);
  put('search', state.search.trim() || undefined);
  for (const name of options.filters ?? []) put(name, state.filters[name]);
  return next;
}

/** The API's sort parameter (contracts' SortParam): `name` ascending, `-name` descending. */
export const apiSort = (sort: ListSort): string => (sort.direction === 'desc' ? `-${sort.column}` : sort.column);

/** `-name` -> { column: 'name', direction: 'desc' } (a saved view keeps the API's form). */
export function parseApiSort(text: string | null | undefined): ListSort | undefined {
  if (!text) return undefined;
  return text.startsWith('-') ? { column: text.slice(1), direction: 'desc' } : { column: text, direction: 'asc' };
}

/** The query the API's list routes take: zero-based `page`, `size`, `sort` (`-` for descending), `search`, the filters. */
export function listQuery(state: ListState): Record<string, string | number> {
  return {
    page: state.page,
    size: state.size,
    ...(state.sort ? { sort: apiSort(state.sort) } : {}),
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...state.filters,
  };
}

export interface ListStateControls {
  state: ListState;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  setSort: (sort: ListSort) => void;
  /** A new search or filter starts again at the first page. */
  setSearch: (search: string) => void;
  setFilter: (name: string, value: string | undefined) => void;
  /** Replaces everything at once (a saved view). */
  replace: (state: ListState) => void;
}

/**
 * The address's parameters as the router has them when a write happens: where a navigation under way is going,
 * else where it is. A write merged into the render's parameters instead (React Router's functional setSearchParams
 * is handed those, and writes are not queued) undoes whatever moved the address since that render: a tab switched
 * while the search waited out its debounce, a filter picked while the page's loaders ran. `undefined` once the
 * router is leaving this page: the list's late write has nowhere to go. Hosts use data routers (the shell and the
 * standalone host); under a plain <Router> only the render's parameters are known.
 */
function useLiveParams(rendered: URLSearchParams): () => URLSearchParams | undefined {
  const router = useContext(DataRouterContext)?.router;
  const { pathname } = useLocation();
  return useCallback(() => {
    if (!router) return rendered;
    const live = router.state.navigation.location ?? router.state.location;
    return live.pathname === pathname ? new URLSearchParams(live.search) : undefined;
  }, [router, pathname, rendered]);
}

/** The list state of the current address, and setters that write it back (replacing, not pushing, history). */
export function useListState(options: ListStateOptions = {}): ListStateControls {
  const [params, setParams] = useSearchParams();
  const liveParams = useLiveParams(params);
  // Options are usually literals; their JSON is a stable dependency.
  const key = JSON.stringify(options);
  const stable = useMemo(() => JSON.parse(key) as ListStateOptions, [key]);
  const state = useMemo(() => readListState(params, stable), [params, stable]);
  /** Each change is applied to the live address's state, so it keeps what other writes put there meanwhile. */
  const write = useCallback(
    (change: (live: ListState) => ListState) => {
      const live = liveParams();
      if (live) setParams(writeListState(change(readListState(live, stable)), live, stable), { replace: true });
    },
    [liveParams, setParams, stable],
  );
  return {
    state,
    setPage: (page) => write((live) => ({ ...live, page })),
    setSize: (size) => write((live) => ({ ...live, size, page: 0 })),
    setSort: (sort) => write((live) => ({ ...live, sort, page: 0 })),
    setSearch: (search) => write((live) => ({ ...live, search, page: 0 })),
    setFilter: (name, value) =>
      write((live) => {
        const filters = { ...live.filters };
        if (value) filters[name] = value;
        else delete filters[name];
        return { ...live, filters, page: 0 };
      }),
    replace: (next) => write(() => next),
  };
}

/** Where a user's page size for one screen is kept in this browser (a list reopens with the size last chosen). */
const sizeKey = (userId: number | undefined, screen: string) => `shop-page-size:${userId ?? 'anonymous'}:${screen}`;

export function rememberedPageSize(userId: number | undefined, screen: string): number | undefined {
  try {
    const size = Number(localStorage.getItem(sizeKey(userId, screen)));
    return Number.isInteger(size) && size > 0 ? size : undefined;
  } catch {
    return undefined;
  }
}

export function rememberPageSize(userId: number | undefined, screen: string, size: number): void {
  try {
    localStorage.setItem(sizeKey(userId, screen), String(size));
  } catch {
    // Storage refused (private mode, full): the size still applies to this visit through the address.
  }
}
