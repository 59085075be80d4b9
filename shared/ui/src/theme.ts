import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';

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

/** Manrope for Latin script; Khmer text falls through to Noto Sans Khmer (both shipped, see fonts.css). */
export const fontFamily = "Manrope, 'Noto Sans Khmer', system-ui, sans-serif";

/**
 * VINs and technical text in the back office. Every family a browser does not have costs a synchronous look-up in the
 * system's fonts the first time text is laid out in it (on Linux a round trip to fontconfig, 1 to 14 ms each on the
 * main thread). So one name per platform that lacks a good default: SF Mono for Safari (ui-monospace), Menlo for
 * Chrome on macOS; Windows (Consolas), Android and Linux draw their own default monospace.
 */
export const fontFamilyMonospace = 'ui-monospace, Menlo, monospace';

/**
 * Part numbers, on the storefront and in the cart: the shop's own font with tabular figures (Manrope has `tnum`), not
 * a monospace. They are on the first screen of most pages (every product card, the part page's badge), and a system
 * monospace there cost three look-ups of families the phone may not have (`ui-monospace`, `Menlo`, then the generic)
 * inside the start's longest layout, and looked different on every device. Tabular figures keep the digits of part
 * numbers in columns as before; letters and digits stay distinct in Manrope (a round O, an oval 0, a flagged 1).
 * The catalogue's plain product card writes the same in CSS (`font-variant-numeric: tabular-nums`).
 */
export const PART_NUMBER_STYLE = { fontVariantNumeric: 'tabular-nums' } as const;

// Readable text everywhere (WCAG AA, 4.5:1). The brand blue itself gives white text only 3.1:1 and is 3.1:1 as
// text on white, so text and the surfaces behind text use darker steps, while #4197DC stays where it is only a
// colour (the theme colour, borders, icons, focus rings):
// - filled brand surfaces (buttons, badges): shade 8 (#296da3, 5.5:1 with white), shade 9 on hover;
// - other filled colours: black or white text, whichever reads better (autoContrast; 0.179 is the luminance where
//   both give the same contrast, so the better one is always at least 4.58:1);
// - coloured text on white or a light tint (light, outline, subtle variants; links): darkened until it reads.
const TEXT_VARIANTS = new Set(['light', 'outline', 'subtle', 'transparent', 'default']);

const readableVariants: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  if (input.variant === 'filled' && parsed.color === 'brand') {
    return {
      ...colors,
      background: 'var(--mantine-color-brand-8)',
      hover: 'var(--mantine-color-brand-9)',
      color: 'var(--mantine-color-white)',
    };
  }
  if (TEXT_VARIANTS.has(input.variant ?? '') && parsed.color !== 'dark') {
    return { ...colors, color: readableText(input.theme, parsed.color) };
  }
  return colors;
};

/** A theme colour's text shade on white or its own light tint (grey keeps its own hue: gray 7, 8.2:1). */
export const readableText = (theme: MantineTheme, color: string): string =>
  color === 'gray' ? theme.colors.gray[7]! : darken(theme.colors[color]![9]!, 0.3);

export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    // `c="red"` and the like read these: each colour's text is darkened the same way as in the variants above.
    ...Object.fromEntries(
      Object.keys(theme.colors)
        .filter((color) => color !== 'dark')
        .map((color) => [`--mantine-color-${color}-text`, readableText(theme, color)]),
    ),
    // Mantine's dimmed grey (gray 6) is 3.3:1 on white; gray 7 is 8.2:1.
    '--mantine-color-dimmed': theme.colors.gray[7]!,
    '--mantine-color-anchor': theme.colors.brand![8]!,
    // Components given no colour use these rather than the resolver above.
    '--mantine-primary-color-filled': theme.colors.brand![8]!,
    '--mantine-primary-color-filled-hover': theme.colors.brand![9]!,
    '--mantine-primary-color-light-color': readableText(theme, 'brand'),
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand: brandBlue },
  autoContrast: true,
  luminanceThreshold: 0.179,
  variantColorResolver: readableVariants,
  fontFamily,
  fontFamilyMonospace,
  headings: { fontFamily },
  // Product spec §9: xs 480, sm 768, md 1024, lg 1280, xl 1440 (in em, 16 px each).
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '80em', xl: '90em' },
  defaultRadius: 'md',
});
