/**
 * Cart rules, pure so the page, the drawer and the tests share them. Prices in the cart are
 * integer cents for display only: the server prices every line from the catalog, and the cart
 * re-derives its lines from the same catalog (`repriceCart`) so what it shows is what is charged.
 */
import {
  ACTIVE_PRICE_IDS,
  type CatalogCategory,
  type CatalogItem,
  findCatalogItemById,
  findCatalogItemByPriceId,
  LEGACY_PRICE_IDS,
  RETIRED_PRICE_ID,
} from './catalog';

export interface CartItem {
  id: string;
  name: string;
  /** Unit price in cents. */
  price: number;
  quantity: number;
  category: CatalogCategory;
  description: string;
  emoji: string;
  price_id?: string;
  duration?: number;
  multiplier?: number;
}

export interface CartState {
  items: CartItem[];
  selectedGymLeader: string | null;
}

export const EMPTY_CART: CartState = { items: [], selectedGymLeader: null };

type CartItemInput = Pick<CartItem, 'id' | 'name' | 'price'> &
  Partial<Omit<CartItem, 'id' | 'name' | 'price'>>;

/** A cart line with the spec's defaults: quantity 1, boosts, no description, a gift emoji. */
export function createCartItem(input: CartItemInput): CartItem {
  return {
    quantity: 1,
    category: 'boosts',
    description: '',
    emoji: '🎁',
    ...input,
  };
}

export function cartItemFromCatalog(item: CatalogItem): CartItem {
  return createCartItem({
    id: item.id,
    name: item.name,
    price: item.unit_amount_cents,
    category: item.category,
    description: item.description,
    emoji: item.emoji,
    price_id: item.price_id,
    duration: item.duration_minutes,
    multiplier: item.multiplier,
  });
}

/** Adding an id already in the cart changes nothing (no quantity increase). */
export function addItem(state: CartState, item: CartItem): CartState {
  if (state.items.some((i) => i.id === item.id)) return state;
  return { ...state, items: [...state.items, item] };
}

export function removeItem(state: CartState, id: string): CartState {
  return { ...state, items: state.items.filter((i) => i.id !== id) };
}

/** A quantity of 0 or less removes the line. */
export function updateQuantity(state: CartState, id: string, quantity: number): CartState {
  if (quantity <= 0) return removeItem(state, id);
  return {
    ...state,
    items: state.items.map((i) => (i.id === id ? { ...i, quantity: Math.floor(quantity) } : i)),
  };
}

export function setSelectedGymLeader(state: CartState, leaderId: string | null): CartState {
  return { ...state, selectedGymLeader: leaderId };
}

/** Clearing empties the items and forgets the chosen gym leader. */
export function clearCart(): CartState {
  return { items: [], selectedGymLeader: null };
}

/** On start-up, drop lines whose price id is set but no longer on sale; lines without one stay. */
export function filterStartupItems(
  items: readonly CartItem[],
  activePriceIds: readonly string[] = ACTIVE_PRICE_IDS,
): CartItem[] {
  const active = new Set(activePriceIds);
  return items.filter((i) => !i.price_id || active.has(i.price_id));
}

/**
 * The lines sent to checkout: no empty quantities, no retired price id, and every line carrying a
 * price id (legacy item ids map to a fixed one; otherwise the catalog's by item id).
 */
export function prepareCheckoutItems(items: readonly CartItem[]): CartItem[] {
  return items
    .filter((i) => i.quantity > 0 && i.price_id !== RETIRED_PRICE_ID)
    .map((i) => {
      const price_id = LEGACY_PRICE_IDS[i.id] ?? i.price_id ?? findCatalogItemById(i.id)?.price_id;
      return price_id === i.price_id ? i : { ...i, price_id };
    });
}

/**
 * The catalog item a cart line stands for, by the rule checkout uses: a legacy id's fixed price id,
 * else the line's price id, else the item id's. Undefined once the item is off sale or unknown.
 */
export function catalogItemForLine(line: Pick<CartItem, 'id' | 'price_id'>): CatalogItem | undefined {
  const priceId = LEGACY_PRICE_IDS[line.id] ?? line.price_id ?? findCatalogItemById(line.id)?.price_id;
  return priceId ? findCatalogItemByPriceId(priceId) : undefined;
}

/**
 * Rebuilds every line from the catalog (name, price, price id…), keeping its quantity; lines that
 * stand for the same item merge, and a rank plan stays at one. Lines whose item is gone come back
 * in `removed`, so the page can say which.
 */
export function repriceCart(items: readonly CartItem[]): { items: CartItem[]; removed: CartItem[] } {
  const kept = new Map<string, CartItem>();
  const removed: CartItem[] = [];
  for (const line of items) {
    const item = catalogItemForLine(line);
    if (!item) {
      removed.push(line);
      continue;
    }
    const quantity = (kept.get(item.id)?.quantity ?? 0) + line.quantity;
    kept.set(item.id, {
      ...cartItemFromCatalog(item),
      quantity: item.kind === 'subscription' ? Math.min(1, quantity) : quantity,
    });
  }
  return { items: [...kept.values()], removed };
}

export function cartTotals(items: readonly CartItem[]): { totalItems: number; totalPrice: number } {
  let totalItems = 0;
  let totalPrice = 0;
  for (const i of items) {
    totalItems += i.quantity;
    totalPrice += i.price * i.quantity;
  }
  return { totalItems, totalPrice };
}

/** True when a Master rank plan (monthly or annual) is in the cart. */
export function hasMasterRank(items: readonly CartItem[]): boolean {
  return items.some((i) => findCatalogItemById(i.id)?.rank === 'master');
}

const CATEGORIES: readonly CatalogCategory[] = ['boosts', 'crates', 'competitive', 'ranks', 'battlepass'];

/** Reads a stored cart, keeping only well-formed lines; anything unreadable is an empty cart. */
export function parseStoredCart(raw: string | null): CartState {
  if (!raw) return clearCart();
  try {
    const data = JSON.parse(raw) as { items?: unknown; selectedGymLeader?: unknown };
    const items = Array.isArray(data.items) ? data.items.flatMap(toCartItem) : [];
    const leader = typeof data.selectedGymLeader === 'string' ? data.selectedGymLeader : null;
    return { items, selectedGymLeader: leader };
  } catch {
    return clearCart();
  }
}

function toCartItem(value: unknown): CartItem[] {
  if (!value || typeof value !== 'object') return [];
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || typeof v.name !== 'string' || typeof v.price !== 'number') return [];
  if (!Number.isFinite(v.price)) return [];
  const quantity = typeof v.quantity === 'number' && Number.isFinite(v.quantity) ? Math.floor(v.quantity) : 1;
  return [
    createCartItem({
      id: v.id,
      name: v.name,
      price: v.price,
      quantity,
      category: CATEGORIES.includes(v.category as CatalogCategory)
        ? (v.category as CatalogCategory)
        : 'boosts',
      description: typeof v.description === 'string' ? v.description : '',
      emoji: typeof v.emoji === 'string' ? v.emoji : '🎁',
      price_id: typeof v.price_id === 'string' ? v.price_id : undefined,
      duration: typeof v.duration === 'number' ? v.duration : undefined,
      multiplier: typeof v.multiplier === 'number' ? v.multiplier : undefined,
    }),
  ];
}
