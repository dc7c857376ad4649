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
  filterStartupItems,
  hasMasterRank,
  parseStoredCart,
  prepareCheckoutItems,
  repriceCart,
  setSelectedGymLeader,
  updateQuantity,
} from './cart';
import { findCatalogItemById, findCatalogItemByPriceId, RETIRED_PRICE_ID } from './catalog';

const catalogLine = (id: string): CartItem => cartItemFromCatalog(findCatalogItemById(id)!);

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

describe('start-up filter', () => {
  it('drops lines whose price id is not on sale and keeps lines without one', () => {
    const items = [
      catalogLine('battle-pass'),
      createCartItem({ id: 'old', name: 'Old', price: 100, price_id: 'price_gone' }),
      createCartItem({ id: 'shiny-5x-30', name: 'Shiny', price: 399 }),
      catalogLine('legendary-boost-1h'),
    ];
    expect(filterStartupItems(items).map((i) => i.id)).toEqual(['battle-pass', 'shiny-5x-30']);
  });

  it('uses the given active list', () => {
    const items = [catalogLine('battle-pass')];
    expect(filterStartupItems(items, [])).toEqual([]);
  });
});

describe('prepareCheckoutItems', () => {
  it('drops empty quantities and the retired price id', () => {
    const items = [
      { ...catalogLine('battle-pass'), quantity: 0 },
      createCartItem({ id: 'legendary-boost-2h', name: 'L', price: 1, price_id: RETIRED_PRICE_ID }),
      catalogLine('gym-tokens-1'),
    ];
    expect(prepareCheckoutItems(items).map((i) => i.id)).toEqual(['gym-tokens-1']);
  });

  it('maps legacy ids to their fixed price id and fills missing ones from the catalog', () => {
    const items = [
      createCartItem({ id: 'shiny-5x-30', name: 'Shiny', price: 399, price_id: 'price_whatever' }),
      createCartItem({ id: 'rank-ace-annual', name: 'Ace', price: 5389 }),
    ];
    expect(prepareCheckoutItems(items).map((i) => i.price_id)).toEqual([
      'price_shiny_5x_30m',
      'price_rank_ace_annual',
    ]);
  });
});

describe('hasMasterRank', () => {
  it('spots a monthly or annual Master plan only', () => {
    expect(hasMasterRank([catalogLine('rank-master-annual')])).toBe(true);
    expect(hasMasterRank([catalogLine('rank-master-monthly')])).toBe(true);
    expect(hasMasterRank([catalogLine('rank-elite-monthly'), catalogLine('battle-pass')])).toBe(false);
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
    const { items, removed } = repriceCart([stale]);
    expect(removed).toEqual([]);
    expect(items).toEqual([{ ...catalogLine('shiny-10x-1h'), quantity: 2 }]);
    expect(cartTotals(items).totalPrice).toBe(699 * 2);
  });

  it('prices a line by its price id, a legacy id or its item id, as checkout does', () => {
    const byItemId = createCartItem({ id: 'shiny-10x-1h', name: 'x', price: 1 });
    const legacy = createCartItem({ id: 'shiny-boost-5x', name: 'Shiny boost', price: 1 });
    const { items } = repriceCart([byItemId, legacy]);
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
    const { items, removed } = repriceCart([gone, kept, retired]);
    expect(items).toEqual([kept]);
    expect(removed.map((i) => i.name)).toEqual(['Mystery Box', 'Legendary Boost (2 Hours)']);
  });

  it('merges lines for the same item and keeps a rank plan at one', () => {
    const legacy = createCartItem({ id: 'shiny-boost-5x', name: 'Shiny boost', price: 1, quantity: 2 });
    const current = cartItemFromCatalog(findCatalogItemByPriceId('price_shiny_5x_30m')!);
    const { items } = repriceCart([legacy, current]);
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(3);
    const plan = catalogLine('rank-ace-monthly');
    expect(repriceCart([plan, { ...plan, quantity: 3 }]).items).toEqual([plan]);
    expect(catalogItemForLine({ id: 'unknown' })).toBeUndefined();
  });
});
