declare namespace NodeJS {
  interface ProcessEnv {
    /** Stamped at build time (DefinePlugin): the version this build is released under. */
    readonly REMOTE_VERSION: string;
    /** Stamped at build time from the environment: the Telegram bot of the login button; empty hides it. */
    readonly TELEGRAM_BOT_NAME?: string;
  }
}

// Stylesheets are side-effect imports handled by rspack (`css/auto`).
declare module '*.css';
