import { useLayoutEffect, useRef, useState } from 'react';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { NamedRef } from '@shop/contracts';
import { useRouteLocale } from '@shop/federation';
import { RECENT_SEARCHES_KEY, SearchIcon, searchPath, withRecentSearch } from './search-box.tsx';
import { useLocalizedName } from '@shop/i18n';
import { useSuggestions } from '../api/get-suggestions.ts';

/** Fewer characters suggest too much to be useful; the search page still takes them. */
const SUGGEST_FROM = 2;
const DEBOUNCE_MS = 200;

interface HeaderSearchProps {
  onDone?: () => void;
  /** What the shopper typed into the stand-in before this box took its place (search-box-stand-in.tsx). */
  initialText?: string;
  /** The stand-in had the focus: this box takes it, caret at the end, suggestions open. */
  focusOnMount?: boolean;
}

/**
 * The header's search box, on every storefront page and in the mobile menu: suggestions as the shopper types
 * (part numbers and names in English and Khmer, makers, categories; arrow keys and Enter choose one), recent
 * searches when it is empty, and Enter alone opens the catalogue's search page. It lives in the shell, not the
 * catalogue remote, so it shows at once on every page; the catalogue's addresses (/search, /part/:id,
 * /category/:id) are the contract between them. Pages draw its stand-in first (on-demand.tsx).
 */
export function HeaderSearch({ onDone, initialText = '', focusOnMount = false }: HeaderSearchProps) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [recent, setRecent] = useLocalStorage<string[]>({
    key: RECENT_SEARCHES_KEY,
    defaultValue: [],
    getInitialValueInEffect: true,
  });
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const input = useRef<HTMLInputElement>(null);
  // Once, when this box takes the focused stand-in's place: the focus, the caret after the text, the suggestions. In
  // the commit that removes the stand-in, so no key pressed in between is lost.
  const focusPending = useRef(focusOnMount);
  useLayoutEffect(() => {
    if (!focusPending.current || !input.current) return;
    focusPending.current = false;
    input.current.focus();
    input.current.setSelectionRange(input.current.value.length, input.current.value.length);
    combobox.openDropdown();
  }, [combobox]);
  const suggestions = useSuggestions(debounced, debounced.length >= SUGGEST_FROM);
  const nameOf = useLocalizedName();

  const go = (to: string, remembered?: string) => {
    if (remembered) setRecent((list) => withRecentSearch(list, remembered));
    combobox.closeDropdown();
    setText('');
    onDone?.();
    void navigate(to);
  };
  const submitText = () => {
    const query = text.trim();
    if (query) go(searchPath(locale, query), query);
  };
  const choose = (value: string) => {
    const [kind, ...rest] = value.split(':');
    const key = rest.join(':');
    const typed = text.trim() || undefined;
    if (kind === 'part') go(`/${locale}/part/${key}`, typed);
    else if (kind === 'category') go(`/${locale}/category/${key}`, typed);
    else go(searchPath(locale, key), key);
  };

  const showRecent = text.trim() === '' && recent.length > 0;
  const data = debounced.length >= SUGGEST_FROM && text.trim().length >= SUGGEST_FROM ? suggestions.data : undefined;
  const refs = (items: NamedRef[], kind: 'maker' | 'category') =>
    items.map((ref) => (
      <Combobox.Option
        key={`${kind}:${ref.id}`}
        value={kind === 'maker' ? `maker:${ref.name}` : `category:${ref.id}`}
        data-testid={`suggest-${kind}`}
      >
        {nameOf(ref)}
      </Combobox.Option>
    ));
  const empty = data && data.parts.length + data.makers.length + data.categories.length === 0;

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
      {/* The ARIA combobox attributes are ours: Mantine leaves aria-expanded out while closed, which axe flags. */}
      <Combobox.Target withAriaAttributes={false}>
        <TextInput
          ref={input}
          type="search"
          role="combobox"
          aria-expanded={combobox.dropdownOpened}
          aria-controls={combobox.dropdownOpened ? (combobox.listId ?? undefined) : undefined}
          aria-autocomplete="list"
          aria-label={t`Search the shop`}
          placeholder={t`Part number, part or maker`}
          value={text}
          leftSection={<SearchIcon />}
          rightSection={suggestions.isFetching ? <Loader size={14} /> : null}
          data-testid="header-search"
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter with no suggestion chosen by the arrow keys searches for the text as typed.
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
              event.preventDefault();
              submitText();
            }
          }}
        />
      </Combobox.Target>
      {/* Mounted only while open: a mounted dropdown is measured by the positioning library when the page starts,
          which forces a layout of the whole page in the middle of the app's first commit. */}
      {combobox.dropdownOpened ? (
        <Combobox.Dropdown hidden={!showRecent && !data} data-testid="header-search-suggestions">
          <Combobox.Options>
            {showRecent ? (
              <Combobox.Group label={t`Recent searches`}>
                {recent.map((item) => (
                  <Combobox.Option key={`recent:${item}`} value={`recent:${item}`} data-testid="suggest-recent">
                    {item}
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ) : null}
            {data && data.parts.length > 0 ? (
              <Combobox.Group label={t`Parts`}>
                {data.parts.map((part) => (
                  <Combobox.Option key={`part:${part.id}`} value={`part:${part.id}`} data-testid="suggest-part">
                    <strong>{part.partNumber}</strong> {nameOf(part)}
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ) : null}
            {data && data.makers.length > 0 ? (
              <Combobox.Group label={t`Makers`}>{refs(data.makers, 'maker')}</Combobox.Group>
            ) : null}
            {data && data.categories.length > 0 ? (
              <Combobox.Group label={t`Categories`}>{refs(data.categories, 'category')}</Combobox.Group>
            ) : null}
            {empty ? <Combobox.Empty>{t`No suggestions. Press Enter to search.`}</Combobox.Empty> : null}
          </Combobox.Options>
        </Combobox.Dropdown>
      ) : null}
    </Combobox>
  );
}
