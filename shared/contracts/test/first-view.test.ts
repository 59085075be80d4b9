// The first-view template's small language: what a remote may write and how the API fills it.
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  fillFirstView,
  firstViewMarkupProblem,
  readFirstViewFrame,
  readFirstViewTemplate,
  FIRST_VIEW_FORMAT,
  FIRST_VIEW_FRAME_FORMAT,
} from '../src/first-view.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

describe('filling a first-view template', () => {
  it('escapes values, keeps a section only when its value is there, and an inverted one only when it is not', () => {
    const markup =
      '<h1>{{name}}</h1>{{#image}}<img src="{{image}}"{{#imageWidth}} width="{{imageWidth}}"{{/imageWidth}}>{{/image}}{{^image}}<i></i>{{/image}}';
    expect(
      fillFirstView(
        markup,
        { name: 'Pad <b> & "co"', image: '/files/9f86d081884c7d659a2feaa0c55ad015', imageWidth: '640' },
        escape,
      ),
    ).toBe('<h1>Pad &lt;b> &amp; &quot;co&quot;</h1><img src="/files/9f86d081884c7d659a2feaa0c55ad015" width="640">');
    expect(fillFirstView(markup, { name: 'Pad', image: '' }, escape)).toBe('<h1>Pad</h1><i></i>');
  });

  it('finds what the API cannot draw: an unknown slot, an unclosed section, a script or an event handler', () => {
    expect(
      firstViewMarkupProblem('part', '<h1>{{name}}</h1>{{#otherName}}<p>{{otherName}}</p>{{/otherName}}'),
    ).toBeUndefined();
    expect(firstViewMarkupProblem('accessory', '<p>{{description}}</p>')).toMatch(/description/);
    expect(firstViewMarkupProblem('home', '{{#locale}}<h1>x</h1>')).toMatch(/not closed/);
    expect(firstViewMarkupProblem('home', '<h1>x</h1><script src="/x.js"></script>')).toMatch(/script/);
    expect(firstViewMarkupProblem('home', '<h1 onclick="x()">x</h1>')).toMatch(/event handler/);
  });

  it('keeps the drawable pages of a template and refuses one of another format or with markup in its style', () => {
    const good = {
      format: FIRST_VIEW_FORMAT,
      remote: 'mfe_catalog',
      version: '1',
      styles: { home: 'h1{margin:0}', brand: 'h1{margin:0}' },
      pages: {
        en: { home: '<h1>Home</h1>', brand: '{{price}}', basket: '<h1>x</h1>', category: '<h1>{{category}}</h1>' },
        kh: {},
      },
    };
    const { template, problems } = readFirstViewTemplate(good);
    expect(template?.pages).toEqual({ en: { home: '<h1>Home</h1>' }, kh: {} });
    // An unknown slot, an unknown page, and a page without its CSS.
    expect(problems).toEqual([
      'en brand: names slots the API does not fill: price',
      'en basket: not a page the API knows',
      'en category: has no style',
    ]);
    expect(readFirstViewTemplate({ ...good, format: 1 }).template).toBeUndefined();
    expect(
      readFirstViewTemplate({ ...good, styles: { home: '</style><script>alert(1)</script>' } }).template,
    ).toBeUndefined();
    expect(readFirstViewTemplate(null).template).toBeUndefined();
  });
});

describe('escaping text as HTML', () => {
  it('escapes the five characters that could open a tag, an entity or end an attribute, and leaves the rest', () => {
    expect(escapeHtml(`<a href="x" title='y'>R&D</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;R&amp;D&lt;/a&gt;',
    );
    // Escaped once, not twice; braces and Khmer are the build's or nobody's business.
    expect(escapeHtml('&amp; {{name}} ក្រុមហ៊ុន')).toBe('&amp;amp; {{name}} ក្រុមហ៊ុន');
  });
});

describe("reading the shell's frame", () => {
  const frame = {
    format: FIRST_VIEW_FRAME_FORMAT,
    version: '1.0.0',
    style: 'header{height:4rem}',
    frames: { en: '<header>Shop</header><main>{{page}}</main>', kh: '<header>ហាង</header><main>{{page}}</main>' },
  };

  it('takes a frame with the page once in each language', () => {
    expect(readFirstViewFrame(frame)).toEqual({ frame, problems: [] });
  });

  it('refuses one the API could not draw safely: another format, a script, a style that closes, a slot, no page', () => {
    const refused = (changed: object) => readFirstViewFrame({ ...frame, ...changed });
    expect(refused({ format: FIRST_VIEW_FRAME_FORMAT + 1 }).frame).toBeUndefined();
    expect(refused({ style: '</style><script>x()</script>' }).frame).toBeUndefined();
    for (const en of [
      '<header>Shop</header><main>{{page}}</main><script>x()</script>',
      '<header>{{name}}</header><main>{{page}}</main>',
      '<main>{{page}}{{page}}</main>',
      '<header>Shop</header>',
    ]) {
      const { frame: read, problems } = refused({ frames: { ...frame.frames, en } });
      expect(read, en).toBeUndefined();
      expect(problems, en).toHaveLength(1);
    }
    expect(readFirstViewFrame('{"format":').frame).toBeUndefined();
  });
});
