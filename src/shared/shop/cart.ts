/**
 * Cart rules, pure so the page, the drawer and the tests share them. Prices in the cart are
 * integer cents for display only: the server prices every line from the database's catalog, and
 * the cart re-derives its lines (`repriceCart`) from that catalog as the server answered it to the
 * page (`/api/shop/catalog`, the products on sale now), which every rule here takes as an argument.
 */
import {
  type CatalogCategory,
  type CatalogItem,
  LEGACY_PRICE_IDS,
  RETIRED_PRICE_ID,
  requiresEvPolicy,
} from './catalog';

/** The products on sale now, as the server's catalog answer lists them. */
export type SaleCatalog = readonly CatalogItem[];

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
  /** The catalog item's kind; a rank plan is a subscription. Unknown on a line stored before it was kept. */
  kind?: CatalogItem['kind'];
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
    kind: item.kind,
  });
}

/** A rank plan's line (a subscription): one plan, once, per checkout, as the server requires. */
export function isPlanLine(line: Pick<CartItem, 'kind'>): boolean {
  return line.kind === 'subscription';
}

/** The quantity a line may hold: a rank plan at most one, anything else as asked. */
export function allowedQuantity(line: Pick<CartItem, 'kind'>, quantity: number): number {
  return isPlanLine(line) ? Math.min(1, quantity) : quantity;
}

/** The plan lines adding `item` takes out of the cart: a cart holds one rank plan at a time. */
export function plansReplacedBy(state: CartState, item: CartItem): CartItem[] {
  return isPlanLine(item) ? state.items.filter((i) => isPlanLine(i) && i.id !== item.id) : [];
}

/**
 * Adding an id already in the cart changes nothing (no quantity increase); adding a rank plan
 * replaces the plan already there (`plansReplacedBy`).
 */
export function addItem(state: CartState, item: CartItem): CartState {
  if (state.items.some((i) => i.id === item.id)) return state;
  const replaced = plansReplacedBy(state, item);
  const kept = state.items.filter((i) => !replaced.includes(i));
  return { ...state, items: [...kept, { ...item, quantity: allowedQuantity(item, item.quantity) }] };
}

export function removeItem(state: CartState, id: string): CartState {
  return { ...state, items: state.items.filter((i) => i.id !== id) };
}

/** A quantity of 0 or less removes the line; a rank plan stays at one (`allowedQuantity`). */
export function updateQuantity(state: CartState, id: string, quantity: number): CartState {
  if (quantity <= 0) return removeItem(state, id);
  const line = state.items.find((i) => i.id === id);
  if (!line) return state;
  const next = allowedQuantity(line, Math.floor(quantity));
  if (next === line.quantity) return state;
  return { ...state, items: state.items.map((i) => (i === line ? { ...i, quantity: next } : i)) };
}

export function setSelectedGymLeader(state: CartState, leaderId: string | null): CartState {
  return { ...state, selectedGymLeader: leaderId };
}

/** Clearing empties the items and forgets the chosen gym leader. */
export function clearCart(): CartState {
  return { items: [], selectedGymLeader: null };
}

/** A line's price id by the rule checkout uses: a legacy id's fixed one, its own, else its item's. */
function priceIdOf(line: Pick<CartItem, 'id' | 'price_id'>, catalog: SaleCatalog): string | undefined {
  return LEGACY_PRICE_IDS[line.id] ?? line.price_id ?? catalog.find((i) => i.id === line.id)?.price_id;
}

/**
 * The lines sent to checkout: no empty quantities, no retired price id, and every line carrying a
 * price id (legacy item ids map to a fixed one; otherwise the catalog's by item id).
 */
export function prepareCheckoutItems(items: readonly CartItem[], catalog: SaleCatalog): CartItem[] {
  return items
    .filter((i) => i.quantity > 0 && i.price_id !== RETIRED_PRICE_ID)
    .map((i) => {
      const price_id = priceIdOf(i, catalog);
      return price_id === i.price_id ? i : { ...i, price_id };
    });
}

/**
 * The catalog item a cart line stands for, by the rule checkout uses. Undefined once the item is
 * no longer in the catalog's answer: unknown, hidden, retired or outside its availability window.
 */
export function catalogItemForLine(
  line: Pick<CartItem, 'id' | 'price_id'>,
  catalog: SaleCatalog,
): CatalogItem | undefined {
  const priceId = priceIdOf(line, catalog);
  return priceId ? catalog.find((i) => i.price_id === priceId && i.active) : undefined;
}

/**
 * Rebuilds every line from the catalog (name, price, price id…), keeping its quantity; lines that
 * stand for the same item merge, and a rank plan stays at one. Lines whose item is gone come back
 * in `removed`, so the page can say which.
 */
export function repriceCart(
  items: readonly CartItem[],
  catalog: SaleCatalog,
): { items: CartItem[]; removed: CartItem[] } {
  const kept = new Map<string, CartItem>();
  const removed: CartItem[] = [];
  for (const line of items) {
    const item = catalogItemForLine(line, catalog);
    if (!item) {
      removed.push(line);
      continue;
    }
    const quantity = (kept.get(item.id)?.quantity ?? 0) + line.quantity;
    const repriced = cartItemFromCatalog(item);
    kept.set(item.id, { ...repriced, quantity: allowedQuantity(repriced, quantity) });
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

/** True when a line's product needs the EV Editor Policy (a Master rank product, by the catalog's item). */
export function hasMasterRank(items: readonly CartItem[], catalog: SaleCatalog): boolean {
  return items.some((line) => {
    const item = catalogItemForLine(line, catalog);
    return item !== undefined && requiresEvPolicy(item);
  });
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
      kind: v.kind === 'subscription' || v.kind === 'one_time' ? v.kind : undefined,
    }),
  ];
}
