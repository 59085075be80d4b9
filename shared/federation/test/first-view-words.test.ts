// The words a remote's build writes into its first-view template (build/first-view.ts): HTML-escaped as the API
// escapes values, and braces on top, so a translation cannot open a `{{slot}}` the API would then fill.
import { describe, expect, it } from 'vitest';
import { escapeHtml, fillFirstView } from '@shop/contracts/first-view.ts';
import { escapeWord } from '../build/first-view.ts';

describe("a first-view template's words", () => {
  it('are escaped as the API escapes text, braces too', () => {
    const word = `Tom's <b>"pads"</b> & {{name}}`;
    expect(escapeWord(word)).toBe('Tom&#39;s &lt;b&gt;&quot;pads&quot;&lt;/b&gt; &amp; &#123;&#123;name&#125;&#125;');
    expect(escapeWord(word)).toBe(escapeHtml(word).replace(/\{/g, '&#123;').replace(/\}/g, '&#125;'));
  });

  it('cannot open a slot once in a template the API fills', () => {
    const markup = `<h1>${escapeWord('Parts for {{vehicle}}')}</h1>`;
    expect(fillFirstView(markup, { vehicle: '<script>' }, escapeHtml)).toBe(
      '<h1>Parts for &#123;&#123;vehicle&#125;&#125;</h1>',
    );
  });
});
