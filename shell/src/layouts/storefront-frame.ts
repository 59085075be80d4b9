// The storefront's frame (storefront-layout.module.css): the fixed header bar with the burger and the shop's name at
// its start, the phone's menu, and the page's main element. The server draws its first view inside this same frame
// (src/first-view/frame.ts renders it at build time with @shop/ui/first-view.ts, with the module's own rules), so the
// first view's header bar is this one's markup and CSS. Plain TypeScript with createElement, no JSX, no macros and no
// CSS import (the layout gives it the module's classes): Node reads this file at build time through type stripping.
import { createElement as h, type ComponentProps, type ReactNode } from 'react';
import { Burger, Group } from '@mantine/core';

/**
 * The classes of storefront-layout.module.css, as the app's build names them (the layout's import) or the first view's
 * (@shop/ui/first-view.ts's moduleCss).
 */
export type FrameClasses = Readonly<Partial<Record<'frame' | 'header' | 'menu' | 'main', string>>>;

/**
 * The class names of the frame's parts beside the module's. Mantine's AppShell drew this frame with them, and they stay
 * a contract: @shop/ui's print stylesheet (built into remotes released on their own) hides the shell's chrome by them,
 * and react-remove-scroll's class (`right-scroll-bar-position`) keeps the fixed header still while a modal locks the
 * scroll.
 */
export const FRAME_CONTRACT = {
  header: 'mantine-AppShell-header right-scroll-bar-position',
  menu: 'mantine-AppShell-navbar',
  main: 'mantine-AppShell-main',
};

export interface StorefrontFrameProps {
  classes: FrameClasses;
  /** What the frame holds that draws nothing in place (the document's title, the route's progress bar). */
  chrome?: ReactNode;
  burger: ReactNode;
  brand: ReactNode;
  /** The header's other end: search, pages, vehicle, cart, the user (not in the first view). */
  end?: ReactNode;
  /** The phone's menu (not in the first view). */
  menu?: ReactNode;
  /** The page. */
  children?: ReactNode;
}

export function StorefrontFrame({ classes, chrome, burger, brand, end, menu, children }: StorefrontFrameProps) {
  return h(
    'div',
    { className: classes.frame },
    chrome,
    h(
      'header',
      { className: [FRAME_CONTRACT.header, classes.header].join(' ') },
      h(
        Group,
        { h: '100%', justify: 'space-between', wrap: 'nowrap' },
        h(Group, { gap: 'sm', wrap: 'nowrap' }, burger, brand),
        end,
      ),
    ),
    menu,
    h('main', { className: [FRAME_CONTRACT.main, classes.main].join(' ') }, children),
  );
}

/** The burger that opens the phone's menu, below the `sm` breakpoint. */
export function FrameBurger(props: ComponentProps<typeof Burger>) {
  return h(Burger, { hiddenFrom: 'sm', size: 'sm', ...props });
}
