/**
 * Where the adds to cart pressed offline are kept (offline-cart.ts). A module of its own so the shell's first-load
 * code (shell/src/lib/offline/start.ts) can ask whether adds wait without taking the rest of offline-cart.ts.
 */
export const OFFLINE_CART_KEY = 'offline-cart-adds';
