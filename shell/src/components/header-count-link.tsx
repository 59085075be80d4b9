import { ActionIcon, Indicator, type MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRouteLocale } from '@shop/federation';
import { StrokeIcon } from '@shop/ui';

/**
 * An icon in the header that links to a page and wears a count (the cart's lines, the new notifications): one way to
 * draw them, so both look and read alike. `label` names the count in words for screen readers; `icon` is the
 * inside of a 24-unit line drawing.
 */
export function HeaderCountLink({
  to,
  count,
  label,
  testId,
  icon,
  color,
  hiddenFrom,
}: {
  /** The page, without the locale. */
  to: string;
  count: number;
  label: string;
  testId: string;
  icon: ReactNode;
  color?: string;
  hiddenFrom?: MantineBreakpoint;
}) {
  const locale = useRouteLocale();
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      disabled={count === 0}
      offset={4}
      {...(color ? { color } : {})}
      {...(hiddenFrom ? { hiddenFrom } : {})}
    >
      <ActionIcon
        component={Link}
        to={`/${locale}${to}`}
        variant="subtle"
        size="lg"
        aria-label={label}
        data-testid={testId}
        data-count={count}
      >
        <StrokeIcon size={22}>{icon}</StrokeIcon>
      </ActionIcon>
    </Indicator>
  );
}
