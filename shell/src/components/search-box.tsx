// What the header's search box and its stand-in (search-box-stand-in.tsx) share: the icon, the search page's address
// and the list of recent searches kept in the browser.
import { StrokeIcon } from '@shop/ui';

/** The browser's list of the shopper's last searches (localStorage, JSON, as Mantine's useLocalStorage keeps it). */
export const RECENT_SEARCHES_KEY = 'recent-searches';
const RECENT_MAX = 5;

export const searchPath = (locale: string, text: string) => `/${locale}/search?q=${encodeURIComponent(text)}`;

/** The recent searches with `text` first, once (whatever its case), and the oldest dropped past five. */
export const withRecentSearch = (list: readonly string[], text: string): string[] =>
  [text, ...list.filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(0, RECENT_MAX);

export function SearchIcon() {
  return (
    <StrokeIcon size={16}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </StrokeIcon>
  );
}
