declare namespace NodeJS {
  interface ProcessEnv {
    /** Stamped at build time (DefinePlugin): the version this build is released under. */
    readonly REMOTE_VERSION: string;
  }
}

// Stylesheets are side-effect imports handled by rspack (`css/auto`).
declare module '*.css';
