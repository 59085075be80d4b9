import { Avatar } from '@mantine/core';
import { Suspense, useState } from 'react';
import { lazyNamed } from '@shop/ui';
import type { HeaderSearch } from './header-search.tsx';
import { SearchBoxStandIn } from './search-box-stand-in.tsx';

// Header parts whose Mantine components a first page does not need, each its own chunk fetched when it is first
// used or drawn. The search box is a Combobox (with Popover, ScrollArea, Input and Floating UI, about 27 KB
// brotli): pages draw a stand-in that looks the same, and the real box comes when the shopper points at, touches or
// focuses it. The phone's menu categories are a ScrollArea. The user's menu (Mantine's Menu brings its checkbox and
// radio items and the Avatar, about 12 KB) is drawn only when signed in.
const loadHeaderSearch = () => import('./header-search.tsx');
const MenuCategories = lazyNamed(() => import('./menu-categories.tsx'), 'MenuCategories');
const UserMenu = lazyNamed(() => import('./user-menu.tsx'), 'UserMenu');

/** The real search box once fetched: a box drawn later (the phone's menu, the next page) is the real one at once. */
let loadedSearch: typeof HeaderSearch | undefined;

/**
 * The header's search box: its stand-in until the shopper is about to use it, then the real box with what was typed
 * and the focus. The stand-in stays drawn (and keeps taking keys) while the real one downloads: a Suspense fallback
 * would be a new element and lose the focus.
 */
export function HeaderSearchOnDemand({ onDone }: { onDone?: () => void }) {
  const [Search, setSearch] = useState(() => loadedSearch);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const wake = () => {
    loadHeaderSearch().then(
      (module) => {
        loadedSearch = module.HeaderSearch;
        setSearch(() => module.HeaderSearch);
      },
      // Not fetched (offline): the stand-in still searches on Enter, and the next point or focus asks again.
      () => undefined,
    );
  };
  if (Search) return <Search onDone={onDone} initialText={text} focusOnMount={focused} />;
  return <SearchBoxStandIn text={text} onText={setText} onFocusChange={setFocused} onWake={wake} onDone={onDone} />;
}

export function MenuCategoriesOnDemand(props: { onNavigate(): void }) {
  return (
    <Suspense fallback={null}>
      <MenuCategories {...props} />
    </Suspense>
  );
}

/**
 * The storefront header's user menu (the header draws it only for a signed-in user). While it loads, an empty box of
 * Mantine's Avatar root class holds its place: that class sets the size from Mantine's own `--avatar-size-md` (the
 * menu draws `size="md"`, the class's default) and draws nothing itself (the colour and initials are its inner
 * placeholder's). Avatar is in Mantine's small part, which every page loads, so this costs no download.
 */
export function UserMenuOnDemand() {
  return (
    <Suspense fallback={<span className={Avatar.classes.root} aria-hidden />}>
      <UserMenu />
    </Suspense>
  );
}
