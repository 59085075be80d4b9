import { em, getBreakpointValue, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Below the theme's `sm` breakpoint (768 px): a phone, where a table of several columns would scroll sideways, so
 * the part page shows its stores and its vehicles as cards, and the order page its lines. Read on the first render (no table drawn, then swapped).
 */
export function usePhoneWidth(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${em(getBreakpointValue('sm', theme.breakpoints) - 0.1)})`, false, {
    getInitialValueInEffect: false,
  });
}
