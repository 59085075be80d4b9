// Types of shared.mjs for TypeScript readers (the release check in @shop/release).
export declare const sharedPackages: string[];
export declare const sharedWorkspacePackages: string[];
export declare const sharedInParts: string[];
export declare function sharedConfig(
  packageDir: string,
  facades?: Record<string, { import: string; version: string }>,
  parts?: Record<string, { version: string; modules: Record<string, string> }>,
  options?: { consumeOnly?: boolean },
): Record<string, { singleton: true; requiredVersion: string | false; import?: string | false; version?: string }>;
