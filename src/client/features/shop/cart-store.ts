/**
 * The cart: one small store over localStorage, shared by every component through `useCart()`.
 * No provider is needed; other tabs' changes arrive through the `storage` event. Its lines are
 * repriced against the catalog the page shows (the server's answer, kept live), handed to it by
 * `useCartCatalog()`; until that answer is known the stored lines show as they were saved.
 */
import {
  addItem,
  type CartItem,
  type CartState,
  cartTotals,
  clearCart,
  parseStoredCart,
  plansReplacedBy,
  repriceCart,
  type SaleCatalog,
  setSelectedGymLeader,
  updateQuantity,
} from '@shared/shop/cart';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readLocal, writeLocal } from '../../lib/local-storage';
import { CART_STORAGE_KEY } from '../../lib/storage-keys';
import { toast } from '../../lib/toast';
import { useHydratedStore } from '../../lib/use-is-client';
import { useLiveTopics } from '../live';
import { catalogQuery } from './catalog-queries';

const SERVER_STATE: CartState = clearCart();
const serverState = () => SERVER_STATE;
let state: CartState | null = null;
/** The server's catalog answer the page shows; null until it has arrived. */
let catalog: SaleCatalog | null = null;
/** Names of stored lines whose item is no longer sold, until a page tells the visitor. */
let removedNames: string[] = [];
const listeners = new Set<() => void>();

function read(): CartState {
  // With storage blocked the cart lives for this page only.
  const stored = parseStoredCart(readLocal(CART_STORAGE_KEY));
  if (!catalog) return stored;
  // Always the catalog's prices, so the total shown is the amount checkout charges.
  const { items, removed } = repriceCart(stored.items, catalog);
  removedNames = [...new Set([...removedNames, ...removed.map((item) => item.name)])];
  return { ...stored, items };
}

function getState(): CartState {
  state ??= read();
  return state;
}

function setState(next: CartState) {
  if (next === state) return;
  state = next;
  writeLocal(CART_STORAGE_KEY, JSON.stringify(next));
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

/** Reprices the cart against a new catalog answer, naming the lines it no longer sells. */
function setCatalog(next: SaleCatalog) {
  if (next === catalog) return;
  catalog = next;
  state = read();
  for (const listener of listeners) listener();
}

const listNames = (names: string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export const cartStore = {
  getState,
  subscribe,
  add: (item: CartItem) => {
    const replaced = plansReplacedBy(getState(), item);
    setState(addItem(getState(), item));
    if (replaced.length > 0) {
      toast('Rank plan replaced', {
        description: `${item.name} replaced ${listNames(replaced.map((i) => i.name))} in your cart: one rank plan per order.`,
      });
    }
  },
  setQuantity: (id: string, quantity: number) => setState(updateQuantity(getState(), id, quantity)),
  remove: (id: string) => setState(updateQuantity(getState(), id, 0)),
  setGymLeader: (id: string | null) => setState(setSelectedGymLeader(getState(), id)),
  clear: () => setState(clearCart()),
};

export function useCart() {
  const cart = useHydratedStore(subscribe, getState, serverState);
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

/**
 * Hands the page's catalog answer (the one /shop and /ranks draw, refreshed live) to the cart, so a
 * product admins add stays in a stored cart and one they hide or retire leaves it.
 */
export function useCartCatalog() {
  useLiveTopics('catalog');
  const items = useQuery(catalogQuery).data?.items as SaleCatalog | undefined;
  useEffect(() => {
    if (items) setCatalog(items);
  }, [items]);
}

/** Tells the visitor, once, which stored items were taken out of the cart because they are gone. */
export function useRemovedItemsNotice() {
  const cart = useHydratedStore(subscribe, getState, serverState);
  useEffect(() => {
    if (cart === SERVER_STATE || removedNames.length === 0) return;
    const names = removedNames;
    removedNames = [];
    // It stays until dismissed: the cart changed under the visitor, which a timed toast can hide
    // before a slow page has even finished loading.
    toast('Removed from your cart', {
      duration: Number.POSITIVE_INFINITY,
      description: `${listNames(names)} ${names.length === 1 ? 'is' : 'are'} no longer available.`,
    });
  }, [cart]);
}
