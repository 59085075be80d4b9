import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The checkout remote's widgets, slow to arrive: the chunk is answered when the test says so. `withAdd: false` is a
// checkout build from before the presses without a button (widgets.tsx's addToCart and toggleFavorite).
const pressed = vi.fn();
const added = vi.fn();
const toggled = vi.fn();
const heartPressed = vi.fn();
let withAdd = true;
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
            FavoriteButton: ({ itemId }: { itemId: number }) => (
              <button type="button" data-testid="real-favorite" onClick={() => heartPressed(itemId)}>
                Add to favorites
              </button>
            ),
            ...(withAdd
              ? {
                  addToCart: (props: { stockId: number | null }) => added(props.stockId),
                  toggleFavorite: (props: { itemId: number }) => toggled(props.itemId),
                }
              : {}),
          });
      }),
  }),
}));

afterEach(() => {
  cleanup();
  pressed.mockClear();
  added.mockClear();
  toggled.mockClear();
  heartPressed.mockClear();
  withAdd = true;
});

/** A page of its own (the widgets are loaded once per page): fresh modules, the stand-in drawn and pressed. */
async function pressStandIn(which: 'add-to-cart' | 'favorite' = 'add-to-cart') {
  vi.resetModules();
  const [{ AppProviders }, { activateRouteLocale }, { AddToCart, Favorite }] = await Promise.all([
    import('@shop/federation'),
    import('@shop/i18n'),
    import('../src/lib/checkout-widgets.tsx'),
    import('../src/lib/i18n.ts'),
  ]);
  await activateRouteLocale('en');
  const view = render(
    <AppProviders>
      {which === 'add-to-cart' ? <AddToCart stockId={7} itemId={70} /> : <Favorite itemId={70} />}
    </AppProviders>,
  );
  fireEvent.click(screen.getByTestId(which));
  return view;
}

// mfe-catalog/src/lib/checkout-widgets.tsx, AddToCart: a press on the stand-in is made when the widgets arrive.
describe('a press on the stand-in Add to cart, made before the checkout widgets arrive', () => {
  it("is made once by the widgets' add, not twice by the real button too", async () => {
    await pressStandIn();
    await act(async () => arrive());
    await screen.findByTestId('real-add');
    expect(added).toHaveBeenCalledExactlyOnceWith(7);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('is answered at once: the stand-in shows it loading while the checkout widgets download', async () => {
    await pressStandIn();
    expect(screen.getByTestId('add-to-cart').getAttribute('data-loading')).toBe('true');
    await act(async () => arrive());
    await screen.findByTestId('real-add');
    expect(added).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('is not lost when the stand-in goes away before they arrive (a list drawn again, the shopper moved on)', async () => {
    const view = await pressStandIn();
    view.unmount();
    await act(async () => arrive());
    await vi.waitFor(() => expect(added).toHaveBeenCalledExactlyOnceWith(7));
    expect(pressed).not.toHaveBeenCalled();
  });

  it('is passed on to the real button of a checkout build without the add', async () => {
    withAdd = false;
    await pressStandIn();
    await act(async () => arrive());
    await screen.findByTestId('real-add');
    expect(pressed).toHaveBeenCalledExactlyOnceWith(7);
  });
});

// The heart's stand-in, the same way: its press is the widgets' toggle without a button.
describe('a press on the stand-in heart, made before the checkout widgets arrive', () => {
  it("shows the heart filled at once, and is made once by the widgets' toggle", async () => {
    await pressStandIn('favorite');
    expect(screen.getByTestId('favorite').getAttribute('data-favorite')).toBe('true');
    await act(async () => arrive());
    await screen.findByTestId('real-favorite');
    expect(toggled).toHaveBeenCalledExactlyOnceWith(70);
    expect(heartPressed).not.toHaveBeenCalled();
  });

  it('is not lost when the stand-in goes away before they arrive', async () => {
    const view = await pressStandIn('favorite');
    view.unmount();
    await act(async () => arrive());
    await vi.waitFor(() => expect(toggled).toHaveBeenCalledExactlyOnceWith(70));
    expect(heartPressed).not.toHaveBeenCalled();
  });

  it('is passed on to the real button of a checkout build without the toggle', async () => {
    withAdd = false;
    await pressStandIn('favorite');
    await act(async () => arrive());
    await screen.findByTestId('real-favorite');
    expect(heartPressed).toHaveBeenCalledExactlyOnceWith(70);
  });
});
