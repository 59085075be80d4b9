// One of @mantine/core's stylesheets (`styles/Button.css`) in its own layer, `mantine.Button`, whose place the page's
// HTML declares up front: see mantine-styles.mjs.
import { MANTINE_STYLESHEET, mantineLayer } from './mantine-styles.mjs';

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
export default function mantineLayerLoader(source) {
  const sheet = MANTINE_STYLESHEET.exec(this.resourcePath)?.[1];
  if (!sheet) throw new Error(`${this.resourcePath} is not one of @mantine/core's stylesheets`);
  return `@layer ${mantineLayer(sheet)} {\n${source}\n}\n`;
}
