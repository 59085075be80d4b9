import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import '../src/lib/i18n.ts';

// The checkout remote's widgets, slow to arrive: the chunk is answered when the test says so.
const pressed = vi.fn();
let arrive: () => void = () => undefined;
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    options: { remotes: [{ name: 'mfe_checkout' }] },
    loadRemote: () =>
      new Promise((resolve) => {
        arrive = () =>
          resolve({
            AddToCartButton: ({ stockId }: { stockId: number | null }) => (
              <button type="button" data-testid="real-add" onClick={() => pressed(stockId)}>
                Add to cart
              </button>
            ),
            FavoriteButton: () => null,
          });
      }),
  }),
}));

const { AddToCart } = await import('../src/lib/checkout-widgets.tsx');

afterEach(() => {
  cleanup();
  pressed.mockClear();
});

async function pressStandIn() {
  await activateRouteLocale('en');
  const view = render(
    <AppProviders>
      <AddToCart stockId={7} itemId={70} />
    </AppProviders>,
  );
  fireEvent.click(screen.getByTestId('add-to-cart'));
  return view;
}

// mfe-catalog/src/lib/checkout-widgets.tsx, usePassOnPress: a press on the stand-in is passed to the real button.
describe('a press on the stand-in Add to cart, made before the checkout widgets arrive', () => {
  it('is passed on to the real button when it arrives', async () => {
    await pressStandIn();
    await act(async () => arrive());
    await screen.findByTestId('real-add');
    expect(pressed).toHaveBeenCalledExactlyOnceWith(7);
  });

  // Known loss (issue 39 report): the press lives in the stand-in; when the card or page goes away before the chunk
  // arrives (a list re-drawn, the shopper moving on), nothing is there to pass it to. Marked `fails` until fixed.
  it.fails('is not lost when the stand-in goes away before they arrive', async () => {
    const view = await pressStandIn();
    view.unmount();
    await act(async () => arrive());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pressed).toHaveBeenCalledExactlyOnceWith(7);
  });
});
