import { defineConfig, type LinguiConfig } from '@lingui/cli';

export interface LinguiPackageOptions {
  /**
   * Folders under the package (`src/error-wordings`) whose messages are a catalogue of their own, in
   * `<folder>/locales/{locale}/messages.po`: code the package loads on demand registers that catalogue when it runs,
   * so a page that never needs it downloads neither its code nor its words.
   */
  onDemandFolders?: string[];
}

/**
 * The Lingui setup every package uses: English source, Khmer (`km`) translation, one .po catalogue per
 * locale in `src/locales/{locale}/messages.po` (and one per on-demand folder), compiled to TypeScript next to it.
 * Each package keeps its own catalogues and loads them into the one shared i18n instance at run time.
 */
export function linguiConfig(rootDir: string, { onDemandFolders = [] }: LinguiPackageOptions = {}): LinguiConfig {
  return defineConfig({
    rootDir,
    sourceLocale: 'en',
    locales: ['en', 'km'],
    fallbackLocales: false,
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src'],
        exclude: [
          '**/node_modules/**',
          '<rootDir>/src/locales/**',
          ...onDemandFolders.map((folder) => `<rootDir>/${folder}/**`),
        ],
      },
      ...onDemandFolders.map((folder) => ({
        path: `<rootDir>/${folder}/locales/{locale}/messages`,
        include: [`<rootDir>/${folder}`],
        exclude: ['**/node_modules/**', `<rootDir>/${folder}/locales/**`],
      })),
    ],
  });
}
