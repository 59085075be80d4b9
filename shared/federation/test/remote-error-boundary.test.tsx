import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateRouteLocale } from '@shop/i18n';
import { AppProviders, RemoteErrorBoundary } from '../src/index.ts';

let broken = true;
function FlakyRemotePage() {
  if (broken) throw new Error('remote crashed');
  return <p>Cart page</p>;
}

describe('RemoteErrorBoundary', () => {
  it('shows a translated error with Retry for its remote only, and Retry renders the remote again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await activateRouteLocale('en');
    const onRetry = vi.fn(() => {
      broken = false;
    });
    render(
      <AppProviders>
        <header>Shop header</header>
        <RemoteErrorBoundary remote="mfe_checkout" onRetry={onRetry}>
          <FlakyRemotePage />
        </RemoteErrorBoundary>
      </AppProviders>,
    );

    const failure = await screen.findByRole('alert', { name: 'This part of the shop is not available right now' });
    expect(failure.getAttribute('data-remote')).toBe('mfe_checkout');
    expect(screen.getByText('Shop header')).toBeTruthy();
    expect(screen.queryByText('Cart page')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Cart page')).toBeTruthy());
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Khmer on a Khmer page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    await activateRouteLocale('kh');
    render(
      <AppProviders>
        <RemoteErrorBoundary remote="mfe_catalog">
          <FlakyRemotePage />
        </RemoteErrorBoundary>
      </AppProviders>,
    );
    expect(await screen.findByRole('button', { name: 'ព្យាយាមម្ដងទៀត' })).toBeTruthy();
    await activateRouteLocale('en');
  });
});
