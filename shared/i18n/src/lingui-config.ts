import { defineConfig, type LinguiConfig } from '@lingui/cli';

/**
 * The Lingui setup every package uses: English source, Khmer (`km`) translation, one .po catalogue per
 * locale in `src/locales/{locale}/messages.po`, compiled to TypeScript next to it. Each package keeps
 * its own catalogues and loads them into the one shared i18n instance at run time.
 */
export function linguiConfig(rootDir: string): LinguiConfig {
  return defineConfig({
    rootDir,
    sourceLocale: 'en',
    locales: ['en', 'km'],
    fallbackLocales: false,
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src'],
        exclude: ['**/node_modules/**', '<rootDir>/src/locales/**'],
      },
    ],
  });
}
