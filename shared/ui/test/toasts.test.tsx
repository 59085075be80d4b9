import { act, fireEvent, render, screen } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- plays a remote built before showToast, which calls Mantine's store directly
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, prepareToasts, ShopProviders, showToast } from '../src/index.ts';

const outlet = () => document.querySelector('.shop-toasts');

describe('toasts', () => {
  afterEach(async () => {
    await act(() => clearToasts());
  });

  it('draws no toast outlet until the first toast, then shows it', async () => {
    render(<ShopProviders>page</ShopProviders>);
    expect(outlet()).toBeNull();
    act(() => showToast({ title: 'Added to your cart', message: 'Brake pad' }));
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(outlet()).not.toBeNull();
  });

  it("shows a toast of a remote that calls Mantine's notifications directly once the person has pressed something", async () => {
    render(<ShopProviders>page</ShopProviders>);
    act(() => {
      notifications.show({ message: 'Saved by an older remote' });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Saved by an older remote')).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(await screen.findByText('Saved by an older remote')).toBeTruthy();
  });

  it('loads the outlet when prepared, so a later press fetches nothing for it', async () => {
    render(<ShopProviders>page</ShopProviders>);
    expect(outlet()).toBeNull();
    act(() => prepareToasts());
    await vi.waitFor(() => expect(outlet()).not.toBeNull());
  });

  it('shows a toast asked for before the outlet was drawn (a failure at the start of the page)', async () => {
    act(() => showToast({ title: 'Could not load your session', message: 'Try again' }));
    render(<ShopProviders>page</ShopProviders>);
    expect(await screen.findByText('Could not load your session')).toBeTruthy();
  });
});
