import type { ReactNode } from 'react';

export interface StrokeIconProps {
  /** Its width and height in pixels. */
  size: number;
  /** Filled in the text's colour too (a favourite's heart once chosen). */
  filled?: boolean;
  /** Its shapes, drawn on a 24 by 24 grid. */
  children: ReactNode;
}

/**
 * A line icon in the text's colour, beside words or inside a labelled button (hidden from screen readers). The shop
 * draws its few icons inline rather than from an icon library, whose components would weigh on the storefront's first
 * load (docs/performance.md, "Bundle budget").
 */
export function StrokeIcon({ size, filled = false, children }: StrokeIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
