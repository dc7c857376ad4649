/**
 * The cart: one small store over localStorage, shared by every component through `useCart()`.
 * No provider is needed; other tabs' changes arrive through the `storage` event.
 */
import {
  addItem,
  type CartItem,
  type CartState,
  cartTotals,
  clearCart,
  filterStartupItems,
  parseStoredCart,
  setSelectedGymLeader,
  updateQuantity,
} from '@shared/shop/cart';
import { useSyncExternalStore } from 'react';

export const CART_STORAGE_KEY = 'cobbleclash:cart';

const SERVER_STATE: CartState = clearCart();
let state: CartState | null = null;
const listeners = new Set<() => void>();

function read(): CartState {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes); the cart then lives for this page only.
  }
  const stored = parseStoredCart(raw);
  return { ...stored, items: filterStartupItems(stored.items) };
}

function getState(): CartState {
  state ??= read();
  return state;
}

function setState(next: CartState) {
  if (next === state) return;
  state = next;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // See read(): keep working in memory.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    state = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const cartStore = {
  getState,
  subscribe,
  add: (item: CartItem) => setState(addItem(getState(), item)),
  setQuantity: (id: string, quantity: number) => setState(updateQuantity(getState(), id, quantity)),
  remove: (id: string) => setState(updateQuantity(getState(), id, 0)),
  setGymLeader: (id: string | null) => setState(setSelectedGymLeader(getState(), id)),
  clear: () => setState(clearCart()),
};

export function useCart() {
  const cart = useSyncExternalStore(subscribe, getState, () => SERVER_STATE);
  return {
    ...cart,
    ...cartTotals(cart.items),
    has: (id: string) => cart.items.some((i) => i.id === id),
    add: cartStore.add,
    setQuantity: cartStore.setQuantity,
    remove: cartStore.remove,
    setGymLeader: cartStore.setGymLeader,
    clear: cartStore.clear,
  };
}
