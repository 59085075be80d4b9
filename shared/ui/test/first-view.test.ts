// The first view's markup and CSS come from the components and Mantine's stylesheet, not from a copy (first-view.ts).
import { createElement as h } from 'react';
import { Breadcrumbs, Button, Grid, Image, Paper, Stack, Title } from '@mantine/core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawFirstView, firstViewCss, moduleCss } from '../src/first-view.ts';

describe('a first view drawn from the components', () => {
  const markup = drawFirstView(h(Stack, { gap: 4 }, h(Title, { order: 1 }, 'Parts for {{vehicle}} & more')));

  it('is the markup the component draws, escaped by React, slots kept, without the provider’s style elements', () => {
    expect(markup).toMatch(/^<div style="--stack-gap:[^"]*" class="m_\w+ mantine-Stack-root"><h1 /);
    expect(markup).toContain('data-order="1">Parts for {{vehicle}} &amp; more</h1>');
    expect(markup).not.toContain('<style');
  });

  it("carries Mantine's rules for the classes it uses and the theme variables they read, nothing else", () => {
    const css = firstViewCss([markup]);
    const titleClass = /class="(m_\w+) mantine-Title-root"/.exec(markup)![1]!;
    expect(css).toContain(`.${titleClass}{margin:0;font-weight:var(--title-fw);`);
    // The h1's inline variables, through the theme: its size and the shop's heading font (shared/ui/src/theme.ts).
    expect(css).toContain('--mantine-h1-font-size:calc(2.125rem * var(--mantine-scale))');
    expect(css).toContain("--mantine-font-family-headings:Manrope, 'Noto Sans Khmer', system-ui, sans-serif");
    expect(css).toContain('--mantine-scale:1');
    // A component not drawn brings none of its rules, and an unread variable is left out.
    const buttonClass = /class="[^"]*(m_\w+) mantine-Button-root/.exec(
      drawFirstView(h(Button<'button'>, null, 'Go')),
    )![1]!;
    expect(css).not.toContain(buttonClass);
    expect(css).not.toContain('--mantine-color-red-6');
    // States it is not in (a clamped title) are left out too.
    expect(css).not.toContain('data-line-clamp');
  });

  it('applies the light scheme’s rules without the mark the provider puts on <html> later, and never the dark ones', () => {
    const trail = drawFirstView(h(Breadcrumbs, null, h('span', null, 'Home'), h('span', null, 'Brakes')));
    const separator = /class="(m_\w+) mantine-Breadcrumbs-separator"/.exec(trail)![1]!;
    const css = firstViewCss([trail]);
    expect(css).toContain(`.${separator}{color:var(--mantine-color-gray-7)}`);
    expect(css).not.toContain('data-mantine-color-scheme');
    expect(css).not.toContain('--mantine-color-dark-2');
    // Also where Mantine writes the mark without :where (a Paper's border colour).
    const paper = drawFirstView(h(Paper<'div'>, { withBorder: true }, 'Offer'));
    const paperClass = /class="(m_\w+) mantine-Paper-root"/.exec(paper)![1]!;
    const paperCss = firstViewCss([paper]);
    expect(paperCss).toContain(`.${paperClass}{--paper-border-color:var(--mantine-color-gray-3)}`);
    expect(paperCss).toContain('--mantine-color-gray-3:#dee2e6');
    expect(paperCss).not.toContain('--mantine-color-dark-4');
  });

  it("keeps a component's responsive style (Grid's columns) as CSS under a class named by its rules, and no preloads", () => {
    const columns = (basis: number) =>
      drawFirstView(
        h(
          Grid,
          null,
          h(Grid.Col, { span: { base: 12, sm: basis } }, h(Image<'img'>, { src: '{{image}}', alt: '' })),
          h(Grid.Col, { span: { base: 12, sm: 12 - basis } }, 'x'),
        ),
      );
    const five = columns(5);
    expect(five).not.toMatch(/<style|<link|__m__/);
    const named = [...five.matchAll(/mantine-Grid-col (fv-\w+)/g)].map(([, name]) => name!);
    expect(named).toHaveLength(2);
    // The same columns drawn again (another page, the other language) share their names; other columns do not.
    expect(columns(5)).toBe(five);
    expect(columns(4)).not.toContain(named[0]);
    const css = firstViewCss([five]);
    expect(css).toMatch(new RegExp(`@media\\(min-width: 48em\\)\\{\\.${named[0]}\\{[^}]*41\\.66`));
    expect(css).toContain('--mantine-spacing-md:');
  });

  it("carries the provider's rules for hiddenFrom and visibleFrom at the shop's breakpoints (`xs` is 30em)", () => {
    const css = firstViewCss([drawFirstView(h(Title, { order: 1, visibleFrom: 'xs' }, 'Shop'))]);
    expect(css).toContain('@media (max-width: 29.99375em){.mantine-visible-from-xs{display:none !important}}');
    expect(css).not.toContain('hidden-from');
  });

  it("draws a CSS module's rules under names of its own, and only those of the classes drawn", () => {
    const folder = mkdtempSync(join(tmpdir(), 'first-view-module-'));
    try {
      const file = join(folder, 'bar.module.css');
      writeFileSync(
        file,
        `/* the bar */
.frame { --bar-height: calc(4rem * var(--mantine-scale)); }
:global([data-mantine-color-scheme='dark']) .frame { --bar-border: var(--mantine-color-dark-4); }
.bar {
  height: var(--bar-height);
  background: url(bar.png);
}
.menu { display: flex; }
.menu[data-opened] { transform: none; }
@media (min-width: 48em) { .menu { display: none; } }`,
      );
      const { classes, css: module } = moduleCss(file);
      expect(Object.keys(classes).sort()).toEqual(['bar', 'frame', 'menu']);
      expect(classes.bar).toMatch(/^fv-[\w-]+-bar$/);
      expect(moduleCss(file).classes).toEqual(classes);
      const css = firstViewCss(
        [drawFirstView(h('div', { className: classes.frame }, h('i', { className: classes.bar })))],
        [module],
      );
      expect(css).toContain(`.${classes.frame}{--bar-height:calc(4rem * var(--mantine-scale))}`);
      expect(css).toContain(`.${classes.bar}{height:var(--bar-height);background:url("bar.png")}`);
      expect(css).toContain('--mantine-scale:1');
      // The dark scheme, a class not drawn and its states are left out.
      expect(css).not.toMatch(/dark|display/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
