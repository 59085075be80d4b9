import { ActionIcon, getDefaultZIndex, OptionalPortal, rem, Transition } from '@mantine/core';
import { useEffect, useState, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StrokeIcon } from './stroke-icon.tsx';

/** Product spec §9: the button shows after 400 px of scrolling and takes 450 ms to scroll up. */
export const BACK_TO_TOP_AFTER_PX = 400;
export const BACK_TO_TOP_DURATION_MS = 450;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls the window to the top over `duration` ms (native smooth scrolling has no duration setting). */
export function scrollToTop(duration = BACK_TO_TOP_DURATION_MS): void {
  const start = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (start <= 0 || reduced || duration <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * Whether the window is scrolled further down than `px`, read in scroll events only. Mantine's useWindowScroll also
 * reads the position when it mounts, which forces the browser to lay out the whole page in the middle of the app's
 * first commit (a third of a long task on a phone), and it renders again on every scroll event, where this renders
 * only when the answer changes.
 */
function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

/**
 * Fixed at the window's corner, above the page, in a portal: what Mantine's Affix drew, without Affix, whose files
 * every page's start would load for this one button (it is in `core`, not in the start's `base`: shared-modules.mjs).
 */
const CORNER: CSSProperties = {
  position: 'fixed',
  bottom: rem(24),
  right: rem(24),
  zIndex: getDefaultZIndex('modal'),
};

export function BackToTop() {
  const { t } = useLingui();
  const scrolledPast = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  return (
    <OptionalPortal>
      <div style={CORNER}>
        <Transition transition="slide-up" mounted={scrolledPast}>
          {(styles) => (
            <ActionIcon size="xl" radius="xl" style={styles} onClick={() => scrollToTop()} aria-label={t`Back to top`}>
              <StrokeIcon size={22}>
                <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
              </StrokeIcon>
            </ActionIcon>
          )}
        </Transition>
      </div>
    </OptionalPortal>
  );
}
