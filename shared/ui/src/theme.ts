import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand blue #4197DC (shade 6) with lighter and darker steps around it. */
export const brandBlue: MantineColorsTuple = [
  '#e8f3fc',
  '#cee5f8',
  '#a7d0f1',
  '#81bbe9',
  '#64aae3',
  '#4e9edf',
  '#4197dc',
  '#2e80c2',
  '#296da3',
  '#225781',
];

/** Manrope for Latin script; Khmer text falls through to Noto Sans Khmer (both shipped, see fonts.ts). */
export const fontFamily = "Manrope, 'Noto Sans Khmer', system-ui, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand: brandBlue },
  fontFamily,
  headings: { fontFamily },
  // Product spec §9: xs 480, sm 768, md 1024, lg 1280, xl 1440 (in em, 16 px each).
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '80em', xl: '90em' },
  defaultRadius: 'md',
});
