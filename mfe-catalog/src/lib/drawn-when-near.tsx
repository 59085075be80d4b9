import { startTransition, Suspense, useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import * as classes from './drawn-when-near.module.css';

/** How far ahead of the screen a section is drawn: one screen height, so a scrolling visitor finds it drawn. */
const AHEAD = '100% 0px';

/** A held place's height in pixels at the theme's breakpoints; a breakpoint left out keeps the narrower one's. */
export interface HeldHeight {
  base: number;
  xs?: number;
  sm?: number;
  md?: number;
  xl?: number;
}

const heldStyle = (height: HeldHeight) =>
  Object.fromEntries(
    Object.entries(height).map(([breakpoint, pixels]) => [`--held-${breakpoint}`, `${pixels}px`]),
  ) as CSSProperties;

/**
 * A section of a long page drawn only once it comes within a screen of the viewport; until then an empty block of
 * about its height (per breakpoint, as its columns change) holds its place. The home page has seven sections and a
 * phone shows the first one or two: drawing the others at start (cards, tiles, reviews with their dates) was most of the page's rendering work while a phone's
 * main thread is busiest (Lighthouse's Total Blocking Time), for content nobody had scrolled to yet. Their data is
 * still fetched at start (the page's loader), so a section is drawn with its answer when the visitor gets there.
 *
 * A section whose code is a lazy part keeps its place held until the code is in. Once drawn, a section stays. The mount is a transition, so React draws it in slices between scroll frames.
 * Without IntersectionObserver (old browsers, jsdom) everything is drawn at once, as before.
 *
 * Not Mantine's `useIntersection`: it reports every crossing through state, and this needs a one-way latch set from
 * the observer's callback (a state update in an effect would render twice).
 */
export function DrawnWhenNear({ height, name, children }: { height: HeldHeight; name: string; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const watch = useCallback((element: HTMLDivElement | null) => {
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (near) return <Suspense fallback={<HeldPlace name={name} height={height} />}>{children}</Suspense>;
  return <HeldPlace name={name} height={height} watch={watch} />;
}

/** The empty block holding a section's place: until it nears the screen, and while its code arrives (a lazy part). */
function HeldPlace({
  name,
  height,
  watch,
}: {
  name: string;
  height: HeldHeight;
  watch?: (element: HTMLDivElement | null) => (() => void) | undefined;
}) {
  return (
    <div
      ref={watch}
      className={classes.held}
      style={heldStyle(height)}
      data-testid="drawn-when-near"
      data-section={name}
      aria-hidden
    />
  );
}
