// The release console after `npm start`: one version per remote, so it says how to publish another, and names who
// published each version ("system" for the start-up's own). The API is the contract-checked stand-in
// (@shop/ui/testing).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemoteRelease } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { ListOf, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { ReleasesPage } from '../src/features/releases/components/releases-page.tsx';

const remote = (fields: Partial<RemoteRelease>): RemoteRelease => ({
  name: 'mfe_catalog',
  package: 'mfe-catalog',
  live: '1.0.0',
  entry: '/remotes/mfe-catalog/1.0.0/mf-manifest.json',
  entryLoads: true,
  entryProblem: null,
  versions: [{ version: '1.0.0', publishedAt: '2026-12-06T08:00:00.000Z', publishedBy: null, live: true }],
  history: [{ at: '2026-12-06T08:00:00.000Z', action: 'publish', version: '1.0.0', from: null, by: null }],
  ...fields,
});
let answer: RemoteRelease[] = [];
const api = withApiStandIn();

async function renderReleases(locale: 'en' | 'kh') {
  signIn();
  api.on('GET /api/backend/release', { response: ListOf(RemoteRelease) }, () => ({ data: answer }));
  await activateRouteLocale(locale);
  render(
    <AppProviders>
      <ReleasesPage />
    </AppProviders>,
  );
}

describe('release console', () => {
  it('with one version says how to publish another, and names the publisher or "system"', async () => {
    answer = [
      remote({}),
      remote({
        name: 'mfe_checkout',
        package: 'mfe-checkout',
        live: '1.1.0',
        versions: [
          { version: '1.1.0', publishedAt: null, publishedBy: 'admin@parts.demo', live: true },
          { version: '1.0.0', publishedAt: null, publishedBy: null, live: false },
        ],
        history: [],
      }),
    ];
    await renderReleases('en');
    const catalog = await screen.findByTestId('release-mfe-catalog');
    const howTo = within(catalog).getByRole('alert');
    expect(howTo.textContent).toContain('nothing to promote or roll back to');
    expect(howTo.textContent).toContain('pnpm release mfe-catalog');
    expect(within(catalog).getByTestId('release-by').textContent).toBe('system');
    expect(within(catalog).getByTestId('release-last-change').textContent).toMatch(/\(published\) by system/);
    // Two versions: something to switch to, so no how-to; each row names who published it.
    const checkout = screen.getByTestId('release-mfe-checkout');
    expect(within(checkout).queryByRole('alert')).toBeNull();
    expect(
      within(checkout)
        .getAllByTestId('release-by')
        .map((cell) => cell.textContent),
    ).toEqual(['admin@parts.demo', 'system']);
  });

  it('says it in Khmer on Khmer pages', async () => {
    answer = [remote({})];
    await renderReleases('kh');
    const howTo = await screen.findByRole('alert');
    expect(howTo.textContent).toContain('មានតែកំណែនេះប៉ុណ្ណោះ');
    expect(screen.getByTestId('release-by').textContent).toBe('ប្រព័ន្ធ');
    expect(screen.getByTestId('release-last-change').textContent).toContain('(បានបោះពុម្ពផ្សាយ) ដោយ ប្រព័ន្ធ');
  });
});
