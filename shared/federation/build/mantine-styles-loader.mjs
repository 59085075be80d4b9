// @mantine/core's class-name module of a component (`Button.module.mjs`) imports the component's stylesheet
// (`@mantine/core/styles/Button.css`): see mantine-styles.mjs.
import { basename } from 'node:path';

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
export default function mantineStylesLoader(source) {
  const component = basename(this.resourcePath, '.module.mjs');
  return `import ${JSON.stringify(`@mantine/core/styles/${component}.css`)};\n${source}`;
}
