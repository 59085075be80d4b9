import type { ReactNode } from 'react';

export interface RemotePageProps {
  /** The remote's package folder, e.g. `mfe-admin-system`. */
  remote: string;
  /**
   * The remote build's version. Passed in, not read here: this package is a singleton the shell
   * compiles, so a `process.env.REMOTE_VERSION` read here would be the shell's.
   */
  version: string | undefined;
  children: ReactNode;
}

/**
 * Root element of every page a remote renders. `data-remote` and `data-version` tell which remote build
 * is on screen (the release tests read them).
 */
export function RemotePage({ remote, version, children }: RemotePageProps) {
  return (
    <div data-remote={remote} data-version={version}>
      {children}
    </div>
  );
}
