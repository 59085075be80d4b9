// A module graph as the build's, for the chunking's tests: only what libraryChunkOf and offStartChunkOf read.

export type GraphNode = { identifier: () => string; resource: string };

/** A module graph of `importer <- imported` pairs (paths); `moduleOf` gives each path's one module. */
export function graphOf(edges: [string, string][]) {
  const modules = new Map<string, GraphNode>();
  const moduleOf = (path: string) =>
    modules.get(path) ?? modules.set(path, { identifier: () => path, resource: path }).get(path)!;
  const moduleGraph = {
    getIncomingConnections: (module: GraphNode) =>
      edges
        .filter(([, imported]) => imported === module.resource)
        .map(([importer]) => ({ originModule: moduleOf(importer), getActiveState: () => true })),
  };
  return { moduleOf, moduleGraph };
}
