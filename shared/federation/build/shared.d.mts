// Types of shared.mjs for TypeScript readers (the release check in @shop/release).
export declare const sharedPackages: string[];
export declare const sharedWorkspacePackages: string[];
export declare function sharedConfig(
  packageDir: string,
  facades?: Record<string, { import: string; version: string }>,
): Record<string, { singleton: true; requiredVersion: string | false; import?: string; version?: string }>;
