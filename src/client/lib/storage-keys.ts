/**
 * Every key this site keeps in the browser's localStorage and sessionStorage, in one place: the cookie policy lists
 * them, and features share them without importing each other.
 */

/** The cart's lines (shop). */
export const CART_STORAGE_KEY = 'cobbleclash:cart';

/** Set by checkout before it sends the player to sign in, so the shop reopens checkout on return. */
export const PENDING_CHECKOUT_KEY = 'checkout:pending';

/** How far down each history entry of the tab was scrolled (sessionStorage), for Back and Forward. */
export const SCROLL_POSITIONS_KEY = 'cobbleclash:scroll';
