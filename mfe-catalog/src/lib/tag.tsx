import type { ReactNode } from 'react';
import * as classes from './tag.module.css';

/** The theme colours a tag comes in (each has its rule in tag.module.css). */
export type TagColor = 'green' | 'orange' | 'gray' | 'yellow';

export interface TagProps {
  color: TagColor;
  /** `light`: tinted background (Mantine Badge's `light`); `outline`: a thin ring of the colour. */
  variant?: 'light' | 'outline';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Keeps the words' own case (Badge is uppercase). */
  plain?: boolean;
  children: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/**
 * A Badge-like label as two plain `<span>`s (Badge's root and label) with no inline style (tag.module.css): a Mantine
 * Badge runs its style machinery for each of the two or three a product card shows, and a list has 20-40 cards.
 */
export function Tag({ color, variant = 'light', size = 'md', plain = false, children, ...data }: TagProps) {
  return (
    <span
      className={plain ? `${classes.tag} ${classes.plain}` : classes.tag}
      data-color={color}
      data-size={size}
      data-variant={variant}
      {...data}
    >
      <span className={classes.label}>{children}</span>
    </span>
  );
}
