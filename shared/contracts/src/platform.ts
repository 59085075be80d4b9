// What the platform itself answers: health and where each micro-frontend lives right now.
import Type, { type Static } from 'typebox';

export const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('up'),
});
export type Health = Static<typeof Health>;

/** One released remote: the shell registers `entry` (its mf-manifest.json) under `name`. */
export const RemoteEntry = Type.Object({
  name: Type.String({ minLength: 1, description: 'Module Federation container name, e.g. mfe_catalog' }),
  package: Type.String({ minLength: 1, description: 'Workspace package folder, e.g. mfe-catalog' }),
  version: Type.String({ minLength: 1 }),
  entry: Type.String({ minLength: 1, description: 'URL of the remote build\'s mf-manifest.json' }),
  baseUrl: Type.Optional(Type.String({ description: 'Origin of the static host serving this remote' })),
});
export type RemoteEntry = Static<typeof RemoteEntry>;

/** The remotes manifest file a release rewrites; the API serves its `remotes`. */
export const RemotesManifest = Type.Object({ remotes: Type.Array(RemoteEntry) });
export type RemotesManifest = Static<typeof RemotesManifest>;
