// What the platform itself answers: health and where each micro-frontend lives right now.
import Type, { type Static } from 'typebox';

export const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('up'),
});
export type Health = Static<typeof Health>;

/**
 * The first path segments a remote serves below `/:locale` (storefront) and `/:locale/admin` (admin);
 * '' is the area's index page. Declared by the remote's release, so a remote adds pages without a shell rebuild.
 */
export const RemotePaths = Type.Object({
  storefront: Type.Optional(Type.Array(Type.String({ maxLength: 100 }))),
  admin: Type.Optional(Type.Array(Type.String({ maxLength: 100 }))),
});
export type RemotePaths = Static<typeof RemotePaths>;

/** One released remote: the shell registers `entry` (its mf-manifest.json) under `name`. */
export const RemoteEntry = Type.Object({
  name: Type.String({ minLength: 1, description: 'Module Federation container name, e.g. mfe_catalog' }),
  package: Type.String({ minLength: 1, description: 'Workspace package folder, e.g. mfe-catalog' }),
  version: Type.String({ minLength: 1 }),
  entry: Type.String({ minLength: 1, description: 'URL of the remote build\'s mf-manifest.json' }),
  baseUrl: Type.Optional(Type.String({ description: 'Origin of the static host serving this remote' })),
  paths: Type.Optional(RemotePaths),
});
export type RemoteEntry = Static<typeof RemoteEntry>;

/** The remotes manifest file a release rewrites; the API serves its `remotes`. */
export const RemotesManifest = Type.Object({ remotes: Type.Array(RemoteEntry) });
export type RemotesManifest = Static<typeof RemotesManifest>;
