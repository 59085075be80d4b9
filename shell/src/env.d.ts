declare namespace NodeJS {
  interface ProcessEnv {
    /** Stamped at build time (DefinePlugin): the version this build is released under. */
    readonly REMOTE_VERSION: string;
  }
}

// CSS modules (`*.module.css`, rspack `css/auto`): each class name is a named export (`import * as classes`), the
// name rspack gives the class in this build.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}

// Other stylesheets are side-effect imports handled by rspack (`css/auto`).
declare module '*.css';
