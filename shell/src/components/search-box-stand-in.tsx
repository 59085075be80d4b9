import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useRouteLocale } from '@shop/federation';
import { RECENT_SEARCHES_KEY, SearchIcon, searchPath, withRecentSearch } from './search-box.tsx';
import * as classes from './search-box.module.css';

interface StandInProps {
  text: string;
  onText(text: string): void;
  onFocusChange(focused: boolean): void;
  /** The shopper is about to use the box (pointed at, touched, focused): time to fetch the real one. */
  onWake(): void;
  onDone?: () => void;
}

function rememberSearch(text: string): void {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    const list = Array.isArray(kept) ? kept.filter((item): item is string => typeof item === 'string') : [];
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(withRecentSearch(list, text)));
  } catch {
    // A browser that keeps nothing (private mode, full storage) still searches.
  }
}

/**
 * The header's search box as the page first draws it: a plain input that looks like the real one and already
 * searches on Enter, without Mantine's Combobox, Popover, ScrollArea and Floating UI (about 27 KB brotli) that its
 * suggestions need. Pointed at, touched or focused, it asks for the real box, which takes its place with the text
 * typed so far and the focus (on-demand.tsx). Same role, name and test id as the real box: nothing changes for
 * assistive technology or tests.
 */
export function SearchBoxStandIn({ text, onText, onFocusChange, onWake, onDone }: StandInProps) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const navigate = useNavigate();
  return (
    <div className={classes.box} onPointerEnter={onWake} onTouchStart={onWake}>
      <span className={classes.icon}>
        <SearchIcon />
      </span>
      <input
        className={classes.input}
        type="search"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label={t`Search the shop`}
        placeholder={t`Part number, part or maker`}
        value={text}
        data-testid="header-search"
        onChange={(event) => onText(event.currentTarget.value)}
        onFocus={() => {
          onFocusChange(true);
          onWake();
        }}
        onBlur={() => onFocusChange(false)}
        onKeyDown={(event) => {
          const query = text.trim();
          if (event.key !== 'Enter' || !query) return;
          event.preventDefault();
          rememberSearch(query);
          onText('');
          onDone?.();
          void navigate(searchPath(locale, query));
        }}
      />
    </div>
  );
}
