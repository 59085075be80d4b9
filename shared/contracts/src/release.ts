// The release console: each remote's live version, what was published before, and promoting one of them.
import Type, { type Static } from 'typebox';
import { Nullable } from './envelope.ts';

export const ReleaseVersion = Type.Object({
  version: Type.String(),
  /** When it was published (from the release log, else the folder's time). */
  publishedAt: Nullable(Type.String({ format: 'date-time' })),
  /** Who published it: an admin's e-mail, or the account that ran `pnpm release`. */
  publishedBy: Nullable(Type.String()),
  live: Type.Boolean(),
});
export type ReleaseVersion = Static<typeof ReleaseVersion>;

export const ReleaseEvent = Type.Object({
  at: Type.String({ format: 'date-time' }),
  action: Type.Enum(['publish', 'promote', 'rollback']),
  version: Type.String(),
  from: Nullable(Type.String()),
  by: Nullable(Type.String()),
});
export type ReleaseEvent = Static<typeof ReleaseEvent>;

export const RemoteRelease = Type.Object({
  name: Type.String({ description: 'Module Federation container name, e.g. mfe_catalog' }),
  package: Type.String({ description: 'e.g. mfe-catalog' }),
  live: Nullable(Type.String({ description: 'The version the manifest points at' })),
  entry: Nullable(Type.String()),
  /** Whether the live entry (mf-manifest.json) answered 200 just now. */
  entryLoads: Type.Boolean(),
  entryProblem: Nullable(Type.String()),
  /** Newest first. */
  versions: Type.Array(ReleaseVersion),
  /** The release log, newest first (the last 20). */
  history: Type.Array(ReleaseEvent),
});
export type RemoteRelease = Static<typeof RemoteRelease>;

export const ReleaseParams = Type.Object({
  remote: Type.String({
    minLength: 1,
    maxLength: 60,
    pattern: '^[a-z_-]+$',
    description: 'mfe-catalog or mfe_catalog',
  }),
});
export type ReleaseParams = Static<typeof ReleaseParams>;

export const ReleaseBody = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 100, pattern: '^[0-9A-Za-z.+-]+$' }),
});
export type ReleaseBody = Static<typeof ReleaseBody>;

/** What a promote or rollback did: the manifest line now points at `entry`. */
export const ReleaseSwitch = Type.Object({
  package: Type.String(),
  version: Type.String(),
  entry: Type.String(),
  action: Type.Enum(['promote', 'rollback']),
  from: Nullable(Type.String()),
});
export type ReleaseSwitch = Static<typeof ReleaseSwitch>;
