// The first view's header bar is the shell's own (src/first-view/frame.ts): drawn by its build from the storefront
// layout's components, worded from its compiled catalogues, with the rules of the frame's CSS module. These are the
// file's contents as the build writes them (the e2e first-view spec compares them with the app in a browser).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_PAGE, readFirstViewFrame } from '@shop/contracts/first-view.ts';
import { buildFirstViewFrame } from '@shop/federation/build/first-view.ts';

const shell = join(import.meta.dirname, '..');

describe("the first view's frame", () => {
  it("is the header bar and main element in each language, with the shell's words, ready for the page", async () => {
    const frame = await buildFirstViewFrame(shell, 'src/first-view/frame.ts', '1.2.3');
    expect(readFirstViewFrame(frame).problems).toEqual([]);
    expect(frame.version).toBe('1.2.3');
    const { en, kh } = frame.frames;
    expect(en).toMatch(/<header class="mantine-AppShell-header right-scroll-bar-position fv-[\w-]+">/);
    expect(en).toMatch(
      /<a [^>]*aria-label="Vehicle Parts Shop, home"[^>]*href="\/en"|<a [^>]*href="\/en"[^>]*aria-label="Vehicle Parts Shop, home"/,
    );
    expect(en).toMatch(/<p [^>]*mantine-visible-from-xs[^>]*>Vehicle Parts Shop<\/p>/);
    expect(kh).toMatch(/<p [^>]*>ហាងគ្រឿងបន្លាស់យានយន្ត<\/p>/);
    expect(kh).toContain('href="/kh"');
    // The burger draws no menu to open before the app: out of the tab order and unread.
    expect(en).toMatch(
      /<button [^>]*aria-hidden="true"[^>]*mantine-hidden-from-sm|<button [^>]*mantine-hidden-from-sm[^>]*aria-hidden="true"/,
    );
    expect(en).toMatch(new RegExp(`<main class="mantine-AppShell-main fv-[\\w-]+">${FIRST_VIEW_PAGE}</main></div>$`));
  });

  it("carries the frame module's rules and Mantine's for what it draws, at the shop's breakpoints", async () => {
    const { style, frames } = await buildFirstViewFrame(shell, 'src/first-view/frame.ts', '1.2.3');
    const header = /<header class="[^"]* (fv-[\w-]+)">/.exec(frames.en)![1]!;
    const rule = new RegExp(`\\.${header}\\{([^}]*)\\}`).exec(style)![1]!.split(';');
    expect(rule).toEqual(expect.arrayContaining(['position:fixed', 'height:var(--frame-header-height)']));
    expect(style).toContain('--frame-header-height:calc(4rem * var(--mantine-scale))');
    // The burger below `sm` (48em), the shop's name from `xs` (30em): the theme's breakpoints, not Mantine's defaults.
    expect(style).toContain('@media (min-width: 48em){.mantine-hidden-from-sm{display:none !important}}');
    expect(style).toContain('@media (max-width: 29.99375em){.mantine-visible-from-xs{display:none !important}}');
    // The phone's menu is not drawn, so none of its rules come along, nor the dark scheme's.
    expect(style).not.toMatch(/translateX|dark-4/);
  });
});
