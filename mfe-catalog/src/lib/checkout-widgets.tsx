// The add-to-cart and favorite buttons belong to the checkout slice: `mfe_checkout` exposes them as
// `./widgets` and this remote embeds them. They are loaded through the page's host (the shell), which
// knows where mfe_checkout lives; when it cannot be loaded (down, slow, not registered, as in the
// standalone preview) or a widget crashes, the buttons are left out and the page keeps working.
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { getInstance } from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from '@shop/federation/remote-loader.ts';

export interface AddToCartProps {
  /** The stock (one store's offer) to add; null when no store sells it. */
  stockId: number | null;
  itemId: number;
  disabled?: boolean;
  /** How many to add (1 when left out); a checkout build from before the part page's quantities ignores it. */
  quantity?: number;
}

export interface FavoriteProps {
  itemId: number;
}

export interface CheckoutWidgets {
  AddToCartButton: ComponentType<AddToCartProps>;
  FavoriteButton: ComponentType<FavoriteProps>;
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
    const module = await loadRemoteModule<unknown>(WIDGETS, { timeoutMs: WIDGET_TIMEOUT_MS, load: (id) => host.loadRemote(id) });
    if (!isWidgets(module)) throw new Error(`${WIDGETS} does not export AddToCartButton and FavoriteButton`);
    return module;
  })();
  // A failure is not kept: the next page that needs the widgets tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

type State = { status: 'loading' } | { status: 'ready'; widgets: CheckoutWidgets } | { status: 'failed' };

function useCheckoutWidgets(): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
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
  }, []);
  return state;
}

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
  const state = useCheckoutWidgets();
  if (state.status === 'loading') return <Skeleton height={36} width={140} radius="md" data-testid="add-to-cart-loading" />;
  if (state.status === 'failed') return null;
  const { AddToCartButton } = state.widgets;
  return (
    <WidgetBoundary>
      <AddToCartButton {...props} />
    </WidgetBoundary>
  );
}

export function Favorite(props: FavoriteProps) {
  const state = useCheckoutWidgets();
  if (state.status !== 'ready') return null;
  const { FavoriteButton } = state.widgets;
  return (
    <WidgetBoundary>
      <FavoriteButton {...props} />
    </WidgetBoundary>
  );
}
