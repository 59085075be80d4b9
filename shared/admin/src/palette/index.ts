// Loaded by the shell's back-office layout on demand, so the storefront never downloads the palette.
import '../i18n.ts';

export { CommandPalette, type CommandPaletteProps, type PaletteScreen } from './command-palette.tsx';
export { spotlight as commandPalette } from '@mantine/spotlight';
