// The add-to-cart and favorite buttons belong to the checkout slice: `mfe_checkout` exposes them as
// `./widgets` and this remote embeds them. They are loaded through the page's host (the shell), which
// knows where mfe_checkout lives; when it cannot be loaded (down, slow, not registered, as in the
// standalone preview) or a widget crashes, the buttons are left out and the page keeps working.
// A signed-out visitor first gets stand-ins that look the same (docs/performance.md, "Bundle budget"): the checkout remote is
// fetched when one is pointed at, pressed, focused or touched, and a press made before it arrived is answered at once
// and passed on to the widgets' own press without a button (`addToCart`, `toggleFavorite`: made even if the card is gone
// by then).
// A signed-in user's hearts show the account's favourites, so for them the widgets load at once.
import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { getInstance } from '@module-federation/enhanced/runtime';
import { create } from 'zustand';
import { useGuestShoppingStore, useSessionStore } from '@shop/client';
import { loadRemoteModule } from '@shop/federation/remote-loader.ts';
import { StrokeIcon } from '@shop/ui';

export interface AddToCartProps {
  /** The stock (one store's offer) to add; null when no store sells it. */
  stockId: number | null;
  itemId: number;
  disabled?: boolean;
  /** How many to add (1 when left out); a checkout build from before the part page's quantities ignores it. */
  quantity?: number;
  /** The page's main offer: inside Telegram, Telegram's main button adds it too (older checkout builds ignore it). */
  telegramMainButton?: boolean;
  /** The item's name as the page shows it: the cart names an add pressed offline by it (older checkout builds ignore it). */
  name?: string;
}

export interface FavoriteProps {
  itemId: number;
}

export interface CheckoutWidgets {
  AddToCartButton: ComponentType<AddToCartProps>;
  FavoriteButton: ComponentType<FavoriteProps>;
  /** What a press of AddToCartButton does, without the button (checkout builds from before it have none). */
  addToCart?: (props: AddToCartProps) => Promise<void>;
  /** What a press of FavoriteButton does, without the button (checkout builds from before it have none). */
  toggleFavorite?: (props: FavoriteProps) => Promise<void>;
}

const CHECKOUT = 'mfe_checkout';
const WIDGETS = `${CHECKOUT}/widgets`;
/** A widget is a nicety: give up sooner than a whole page would. */
const WIDGET_TIMEOUT_MS = 5_000;

let loading: Promise<CheckoutWidgets> | undefined;

function isWidgets(value: unknown): value is CheckoutWidgets {
  const widgets = value as Partial<CheckoutWidgets> | null;
  return typeof widgets?.AddToCartButton === 'function' && typeof widgets.FavoriteButton === 'function';
}

/** Loads `mfe_checkout/widgets` once per page through the federation instance that has mfe_checkout registered. */
export function loadCheckoutWidgets(): Promise<CheckoutWidgets> {
  loading ??= (async () => {
    const host = getInstance((instance) => instance.options.remotes.some((remote) => remote.name === CHECKOUT));
    if (!host) throw new Error(`${CHECKOUT} is not registered on this page`);
    const module = await loadRemoteModule<unknown>(WIDGETS, {
      timeoutMs: WIDGET_TIMEOUT_MS,
      load: (id) => host.loadRemote(id),
    });
    if (!isWidgets(module)) throw new Error(`${WIDGETS} does not export AddToCartButton and FavoriteButton`);
    return module;
  })();
  // A failure is not kept: the next page that needs the widgets tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

type State =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; widgets: CheckoutWidgets } | { status: 'failed' };

/** Whether someone on this page has reached for a checkout button (then every button on it loads the real widget). */
const useDemand = create<{ wanted: boolean }>(() => ({ wanted: false }));
let asked = false;
const demand = () => {
  if (asked) return;
  asked = true;
  // In a task of its own: every checkout button on the page redraws for it, and a touch's press (the same task as the
  // touchstart) is answered first.
  setTimeout(() => useDemand.setState({ wanted: true }));
};

function useCheckoutWidgets(): State {
  const signedIn = useSessionStore((state) => state.user !== null);
  const wanted = useDemand((state) => state.wanted);
  const active = signedIn || wanted;
  const [state, setState] = useState<State>({ status: 'idle' });
  useEffect(() => {
    if (!active) return;
    let live = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadCheckoutWidgets().then(
      (widgets) => live && setState({ status: 'ready', widgets }),
      (error: unknown) => {
        console.warn('[mfe-catalog] checkout widgets unavailable', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [active]);
  return state;
}

/** What a press of a checkout button does without the button, if this checkout build exports it (older ones do not). */
type PressOf = (widgets: CheckoutWidgets) => (() => unknown) | undefined;

/**
 * A press on a stand-in, answered at once and made when the widgets arrive: by the widgets' own press without a button
 * (`pressOf`), so it is made even if the stand-in is gone by then (a list drawn again, the shopper moved on); for a
 * checkout build without it, by a click on the real button once it is there (the wrapper has no box of its own,
 * display: contents, so the layout is the same with the stand-in and the widget). `waiting` counts the presses not
 * made yet: the stand-in shows them in the frame of the press (a slow phone waits for the checkout's code).
 */
function usePassOnPress(state: State, pressOf: PressOf) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const forButton = useRef(false);
  const [waiting, setWaiting] = useState(0);
  const byButton = state.status === 'ready' && !pressOf(state.widgets);
  useEffect(() => {
    if (!byButton || !forButton.current) return;
    forButton.current = false;
    wrapper.current?.querySelector('button')?.click();
  }, [byButton]);
  const press = () => {
    setWaiting((count) => count + 1);
    demand();
    const arrived = () => setWaiting((count) => count - 1);
    void loadCheckoutWidgets().then(
      (widgets) => {
        arrived();
        const made = pressOf(widgets);
        if (made) void made();
        else forButton.current = true;
      },
      // The stand-in goes (state 'failed'), as every checkout button on the page does.
      arrived,
    );
  };
  return { wrapper, press, waiting };
}

// Pointed at, touched, pressed or focused: the checkout's code is fetched before the press that needs it.
const reach = { onPointerEnter: demand, onPointerDown: demand, onFocus: demand, onTouchStart: demand };

/** Renders nothing instead of a widget that throws. */
class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('[mfe-catalog] a checkout widget crashed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AddToCart(props: AddToCartProps) {
  const { t } = useLingui();
  const state = useCheckoutWidgets();
  const { wrapper, press, waiting } = usePassOnPress(state, (widgets) => {
    const add = widgets.addToCart;
    return add && (() => add(props));
  });
  if (state.status === 'failed') return null;
  if (state.status !== 'ready') {
    // Looks like the widget's own button (size sm, filled): nothing moves when it arrives.
    return (
      <span ref={wrapper} style={{ display: 'contents' }}>
        <Button
          size="sm"
          disabled={props.disabled || props.stockId === null}
          data-testid="add-to-cart"
          data-stand-in=""
          data-stock-id={props.stockId ?? undefined}
          data-item-id={props.itemId}
          // Pressed: loading until the checkout's code is in and the add made (a slow phone takes a while).
          loading={waiting > 0}
          onClick={press}
          {...reach}
        >
          {t`Add to cart`}
        </Button>
      </span>
    );
  }
  const { AddToCartButton } = state.widgets;
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      <WidgetBoundary>
        <AddToCartButton {...props} />
      </WidgetBoundary>
    </span>
  );
}

export function Favorite(props: FavoriteProps) {
  const { t } = useLingui();
  const state = useCheckoutWidgets();
  const signedIn = useSessionStore((s) => s.user !== null);
  const guestFavorite = useGuestShoppingStore((s) => s.favoriteItemIds.includes(props.itemId));
  const { wrapper, press, waiting } = usePassOnPress(state, (widgets) => {
    const toggle = widgets.toggleFavorite;
    return toggle && (() => toggle(props));
  });
  // Pressed: the heart shows what the presses waiting for the checkout's code will make of it (each one toggles).
  const filled = guestFavorite !== (waiting % 2 === 1);
  if (state.status === 'failed') return null;
  if (state.status !== 'ready') {
    // Signed in, the heart waits for the account's favourites (loading already); signed out, this browser keeps them.
    if (signedIn) return null;
    return (
      <span ref={wrapper} style={{ display: 'contents' }}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={filled ? t`Remove from favorites` : t`Add to favorites`}
          aria-pressed={filled}
          data-testid="favorite"
          data-stand-in=""
          data-item-id={props.itemId}
          data-favorite={filled}
          onClick={press}
          {...reach}
        >
          <StrokeIcon size={20} filled={filled}>
            <path
              d="M12 21s-7-4.35-9.5-8.5C.5 8.5 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4.5 4.5 8.5C19 16.65 12 21 12 21z"
              strokeLinejoin="round"
            />
          </StrokeIcon>
        </ActionIcon>
      </span>
    );
  }
  const { FavoriteButton } = state.widgets;
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      <WidgetBoundary>
        <FavoriteButton {...props} />
      </WidgetBoundary>
    </span>
  );
}
