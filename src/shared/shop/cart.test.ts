import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartItem,
  cartItemFromCatalog,
  cartTotals,
  catalogItemForLine,
  clearCart,
  createCartItem,
  EMPTY_CART,
  hasMasterRank,
  parseStoredCart,
  plansReplacedBy,
  prepareCheckoutItems,
  repriceCart,
  type SaleCatalog,
  setSelectedGymLeader,
  updateQuantity,
} from './cart';
import { type CatalogItem, RETIRED_PRICE_ID } from './catalog';
import { CATALOG, findCatalogItemById, findCatalogItemByPriceId } from './seed-catalog';

const catalogLine = (id: string): CartItem => cartItemFromCatalog(findCatalogItemById(id)!);

/** The server's catalog answer for the seeded catalog: the products on sale. */
const ON_SALE: SaleCatalog = CATALOG.filter((i) => i.active);

/** A product an admin added in the console: not in the built-in catalog. */
const ADMIN_MADE: CatalogItem = {
  ...findCatalogItemById('cosmetic-keys-1')!,
  id: 'winter-crate-key',
  price_id: 'price_winter_crate_key',
  name: 'Winter Crate Key',
  unit_amount_cents: 349,
};

describe('createCartItem', () => {
  it('applies the defaults', () => {
    expect(createCartItem({ id: 'x', name: 'X', price: 100 })).toEqual({
      id: 'x',
      name: 'X',
      price: 100,
      quantity: 1,
      category: 'boosts',
      description: '',
      emoji: '🎁',
    });
  });

  it('copies catalog fields', () => {
    expect(catalogLine('shiny-10x-1h')).toMatchObject({
      price: 699,
      price_id: 'price_shiny_10x_1h',
      duration: 60,
      multiplier: 10,
      quantity: 1,
    });
  });
});

describe('cart changes', () => {
  it('ignores a duplicate id', () => {
    const once = addItem(EMPTY_CART, catalogLine('gym-tokens-3'));
    const twice = addItem(once, { ...catalogLine('gym-tokens-3'), quantity: 5 });
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0]!.quantity).toBe(1);
  });

  it('changes quantity and removes at 0 or less', () => {
    let cart = addItem(addItem(EMPTY_CART, catalogLine('gym-tokens-3')), catalogLine('battle-pass'));
    cart = updateQuantity(cart, 'gym-tokens-3', 4);
    expect(cart.items[0]!.quantity).toBe(4);
    expect(updateQuantity(cart, 'gym-tokens-3', 0).items.map((i) => i.id)).toEqual(['battle-pass']);
    expect(updateQuantity(cart, 'battle-pass', -2).items.map((i) => i.id)).toEqual(['gym-tokens-3']);
  });

  it('keeps a rank plan at one whatever quantity is asked, as repriceCart does', () => {
    let cart = addItem(addItem(EMPTY_CART, catalogLine('rank-elite-monthly')), catalogLine('gym-tokens-3'));
    expect(updateQuantity(cart, 'rank-elite-monthly', 2)).toBe(cart);
    cart = updateQuantity(cart, 'rank-elite-monthly', 7);
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([
      ['rank-elite-monthly', 1],
      ['gym-tokens-3', 1],
    ]);
    expect(addItem(EMPTY_CART, { ...catalogLine('rank-ace-annual'), quantity: 3 }).items[0]!.quantity).toBe(
      1,
    );
    expect(updateQuantity(cart, 'rank-elite-monthly', 0).items.map((i) => i.id)).toEqual(['gym-tokens-3']);
    // A plan line read back from storage keeps its kind, so the cap holds before the catalog arrives.
    const stored = parseStoredCart(JSON.stringify(cart));
    expect(updateQuantity(stored, 'rank-elite-monthly', 2).items[0]!.quantity).toBe(1);
  });

  it('replaces the rank plan in the cart when another plan is added, and says which', () => {
    const ace = catalogLine('rank-ace-monthly');
    const master = catalogLine('rank-master-annual');
    const before = addItem(addItem(EMPTY_CART, catalogLine('gym-tokens-3')), ace);
    expect(plansReplacedBy(before, master)).toEqual([ace]);
    expect(plansReplacedBy(before, catalogLine('battle-pass'))).toEqual([]);
    expect(plansReplacedBy(before, ace)).toEqual([]);
    const after = addItem(before, master);
    expect(after.items.map((i) => i.id)).toEqual(['gym-tokens-3', 'rank-master-annual']);
    expect(addItem(after, catalogLine('battle-pass')).items.map((i) => i.id)).toEqual([
      'gym-tokens-3',
      'rank-master-annual',
      'battle-pass',
    ]);
  });

  it('clearing resets the selected gym leader', () => {
    const cart = setSelectedGymLeader(addItem(EMPTY_CART, catalogLine('battle-pass')), 'leader-1');
    expect(cart.selectedGymLeader).toBe('leader-1');
    expect(clearCart()).toEqual({ items: [], selectedGymLeader: null });
  });
});

describe('totals', () => {
  it('sums quantities and price × quantity in cents', () => {
    const items = [
      { ...catalogLine('shiny-2x-30m'), quantity: 3 },
      { ...catalogLine('vote-party-50'), quantity: 2 },
    ];
    expect(cartTotals(items)).toEqual({ totalItems: 5, totalPrice: 299 * 3 + 449 * 2 });
    expect(cartTotals([])).toEqual({ totalItems: 0, totalPrice: 0 });
  });
});

describe('prepareCheckoutItems', () => {
  it('drops empty quantities and the retired price id', () => {
    const items = [
      { ...catalogLine('battle-pass'), quantity: 0 },
      createCartItem({ id: 'legendary-boost-2h', name: 'L', price: 1, price_id: RETIRED_PRICE_ID }),
      catalogLine('gym-tokens-1'),
    ];
    expect(prepareCheckoutItems(items, ON_SALE).map((i) => i.id)).toEqual(['gym-tokens-1']);
  });

  it('maps legacy ids to their fixed price id and fills missing ones from the catalog', () => {
    const items = [
      createCartItem({ id: 'shiny-5x-30', name: 'Shiny', price: 399, price_id: 'price_whatever' }),
      createCartItem({ id: 'rank-ace-annual', name: 'Ace', price: 5389 }),
    ];
    expect(prepareCheckoutItems(items, ON_SALE).map((i) => i.price_id)).toEqual([
      'price_shiny_5x_30m',
      'price_rank_ace_annual',
    ]);
  });
});

describe('hasMasterRank', () => {
  it('spots a monthly or annual Master plan only', () => {
    expect(hasMasterRank([catalogLine('rank-master-annual')], ON_SALE)).toBe(true);
    expect(hasMasterRank([catalogLine('rank-master-monthly')], ON_SALE)).toBe(true);
    expect(hasMasterRank([catalogLine('rank-elite-monthly'), catalogLine('battle-pass')], ON_SALE)).toBe(
      false,
    );
  });

  it('reads the rank from the catalog answer, so an admin-made Master product counts too', () => {
    const quarterly: CatalogItem = {
      ...findCatalogItemById('rank-master-monthly')!,
      id: 'master-quarter',
      price_id: 'price_master_quarter',
      name: 'Master for a season',
      kind: 'one_time',
      interval: undefined,
    };
    const line = cartItemFromCatalog(quarterly);
    expect(hasMasterRank([line], [...ON_SALE, quarterly])).toBe(true);
    // Not in the answer (hidden or retired): it is no longer the catalog's, so it asks nothing.
    expect(hasMasterRank([line], ON_SALE)).toBe(false);
  });
});

describe('parseStoredCart', () => {
  it('reads a stored cart and skips malformed lines', () => {
    const raw = JSON.stringify({
      items: [catalogLine('battle-pass'), { id: 1 }, null, { id: 'x', name: 'X', price: 'nope' }],
      selectedGymLeader: 'g1',
    });
    const cart = parseStoredCart(raw);
    expect(cart.items.map((i) => i.id)).toEqual(['battle-pass']);
    expect(cart.selectedGymLeader).toBe('g1');
  });

  it('treats missing or broken data as an empty cart', () => {
    expect(parseStoredCart(null)).toEqual(clearCart());
    expect(parseStoredCart('{not json')).toEqual(clearCart());
  });
});

describe('repriceCart', () => {
  it('shows catalog prices, whatever price was stored', () => {
    const stale = { ...catalogLine('shiny-10x-1h'), price: 1, name: 'Old name', quantity: 2 };
    const { items, removed } = repriceCart([stale], ON_SALE);
    expect(removed).toEqual([]);
    expect(items).toEqual([{ ...catalogLine('shiny-10x-1h'), quantity: 2 }]);
    expect(cartTotals(items).totalPrice).toBe(699 * 2);
  });

  it('prices a line by its price id, a legacy id or its item id, as checkout does', () => {
    const byItemId = createCartItem({ id: 'shiny-10x-1h', name: 'x', price: 1 });
    const legacy = createCartItem({ id: 'shiny-boost-5x', name: 'Shiny boost', price: 1 });
    const { items } = repriceCart([byItemId, legacy], ON_SALE);
    expect(items.map((i) => i.price_id)).toEqual(['price_shiny_10x_1h', 'price_shiny_5x_30m']);
    expect(items.every((i) => i.price === findCatalogItemById(i.id)!.unit_amount_cents)).toBe(true);
  });

  it('removes items that no longer exist and names them', () => {
    const gone = createCartItem({ id: 'mystery-box', name: 'Mystery Box', price: 99 });
    const retired = createCartItem({
      id: 'legendary-2h',
      name: 'Legendary Boost (2 Hours)',
      price: 999,
      price_id: RETIRED_PRICE_ID,
    });
    const kept = catalogLine('shiny-10x-1h');
    const { items, removed } = repriceCart([gone, kept, retired], ON_SALE);
    expect(items).toEqual([kept]);
    expect(removed.map((i) => i.name)).toEqual(['Mystery Box', 'Legendary Boost (2 Hours)']);
  });

  it('keeps a product the catalog answer lists though the built-in catalog does not', () => {
    const stored = { ...cartItemFromCatalog(ADMIN_MADE), quantity: 2, price: 1 };
    const { items, removed } = repriceCart([stored], [...ON_SALE, ADMIN_MADE]);
    expect(removed).toEqual([]);
    expect(items).toEqual([{ ...cartItemFromCatalog(ADMIN_MADE), quantity: 2 }]);
    expect(catalogItemForLine({ id: 'winter-crate-key' }, [...ON_SALE, ADMIN_MADE])?.price_id).toBe(
      'price_winter_crate_key',
    );
  });

  it('drops a built-in product the catalog answer no longer lists (hidden or retired by an admin)', () => {
    const without = ON_SALE.filter((i) => i.id !== 'battle-pass');
    const pass = catalogLine('battle-pass');
    const { items, removed } = repriceCart([pass, catalogLine('gym-tokens-1')], without);
    expect(items.map((i) => i.id)).toEqual(['gym-tokens-1']);
    expect(removed).toEqual([pass]);
    // A price change there is the price the cart shows.
    const dearer = ON_SALE.map((i) => (i.id === 'battle-pass' ? { ...i, unit_amount_cents: 1299 } : i));
    expect(repriceCart([pass], dearer).items[0]!.price).toBe(1299);
  });

  it('merges lines for the same item and keeps a rank plan at one', () => {
    const legacy = createCartItem({ id: 'shiny-boost-5x', name: 'Shiny boost', price: 1, quantity: 2 });
    const current = cartItemFromCatalog(findCatalogItemByPriceId('price_shiny_5x_30m')!);
    const { items } = repriceCart([legacy, current], ON_SALE);
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(3);
    const plan = catalogLine('rank-ace-monthly');
    expect(repriceCart([plan, { ...plan, quantity: 3 }], ON_SALE).items).toEqual([plan]);
    expect(catalogItemForLine({ id: 'unknown' }, ON_SALE)).toBeUndefined();
  });
});
