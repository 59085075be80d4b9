// Which package each byte of a built JavaScript or CSS file comes from, read from the file's source map: chunk
// names are numeric (`412.8c0e1d2f4a.js`), but every mapping of the minified output names the source file it came
// from, and that path names the package (`.../node_modules/@mantine/core/...`, `../shared/ui/src/...`, `./src/...`).

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** The package a source path belongs to; `app` names the build the file came from (`shell`, `mfe-catalog`). */
export function packageOfSource(source: string, app: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first = '', second = ''] = path.slice(inModules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const shared = /(?:^|\/)shared\/([^/]+)\//.exec(path);
  if (shared) return `@shop/${shared[1]}`;
  if (
    /^(?:webpack\/|\(webpack\)|rspack\/)/.test(path) ||
    path.includes('webpack/runtime') ||
    path.includes('rspack/runtime')
  ) {
    return '(bundler runtime)';
  }
  return app;
}

/** Decodes one line's comma-separated VLQ segments into their fields (relative values, as in the map). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad source map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/**
 * Bytes of `code` per package: each mapping segment owns the generated text up to the next segment on its line.
 * Text no segment covers (a line's start, unmapped glue) goes to `app`.
 */
export function bytesByPackage(code: string, map: SourceMap, app: string): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (name: string, bytes: number) => {
    if (bytes > 0) totals.set(name, (totals.get(name) ?? 0) + bytes);
  };
  const packages = map.sources.map((source) => packageOfSource(source, app));
  const lines = code.split('\n');
  const mappedLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineNumber) => {
    const lineBytes = Buffer.byteLength(line) + (lineNumber < lines.length - 1 ? 1 : 0);
    const segments = (mappedLines[lineNumber] ?? '').split(',').filter(Boolean);
    let column = 0;
    const spans: { column: number; owner: string }[] = [];
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        spans.push({ column, owner: packages[sourceIndex] ?? app });
      } else {
        spans.push({ column, owner: app });
      }
    }
    if (spans.length === 0) return add(app, lineBytes);
    // Columns count UTF-16 units; minified output is nearly all ASCII, so they stand in for bytes.
    add(app, spans[0]!.column);
    spans.forEach((span, index) => {
      const end = index + 1 < spans.length ? spans[index + 1]!.column : line.length;
      add(span.owner, end - span.column);
    });
    add(app, lineBytes - line.length);
  });
  return totals;
}
