import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Type from 'typebox';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { NAV_ICONS, RemoteNavEntry } from '../src/platform.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const navOf = (pkg: string): unknown =>
  (JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')) as { shop?: { nav?: unknown } }).shop?.nav;

// A release copies package.json `shop.nav` into the remotes manifest, which the API refuses when it does
// not match RemotesManifest: a wrong entry must fail here, before any release.
describe.each(['mfe-admin-orders', 'mfe-admin-stock', 'mfe-admin-system'])(
  'the back-office menu %s declares',
  (pkg) => {
    const nav = navOf(pkg) as RemoteNavEntry[];

    it('matches the manifest schema', () => {
      expect([...Value.Errors(Type.Array(RemoteNavEntry), nav)]).toEqual([]);
    });

    it('names only icons the shell draws, each segment once', () => {
      for (const entry of nav) if (entry.icon) expect(NAV_ICONS).toContain(entry.icon);
      expect(new Set(nav.map((entry) => entry.segment)).size).toBe(nav.length);
    });
  },
);
