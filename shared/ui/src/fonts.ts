// The UI fonts ship with the app (no system-font or CDN dependency). Only the subsets the shop
// writes in: Manrope for Latin, Noto Sans Khmer for Khmer script; browsers fetch a file only
// when a character of its unicode-range is on the page.
import '@fontsource/manrope/latin-400.css';
import '@fontsource/manrope/latin-500.css';
import '@fontsource/manrope/latin-700.css';
import '@fontsource/manrope/latin-ext-400.css';
import '@fontsource/noto-sans-khmer/khmer-400.css';
import '@fontsource/noto-sans-khmer/khmer-500.css';
import '@fontsource/noto-sans-khmer/khmer-700.css';
