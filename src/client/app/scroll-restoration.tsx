import { useLayoutEffect } from 'react';
import { isNewEntry, useLocation, useNavigationType } from '../lib/router';
import { createScrollPositions, type ScrollPositions } from '../lib/scroll-positions';

let positions: ScrollPositions | undefined;
/** True until the page has placed the reader once: on the entry it was loaded in. */
let firstPlacement = true;
const scrollPositions = () => {
  positions ??= createScrollPositions(() => window.sessionStorage);
  return positions;
};

/** What the reader does to scroll for themselves, after which the page stops placing them. */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Runs `place` now and again each time the page grows (its data arriving), until it reports the
 * reader is where they should be or the reader scrolls for themselves; then `onDone`. Returns how
 * to stop early (the page is left), which does not call `onDone`.
 */
function placeWhenReady(place: () => boolean, onDone: () => void): () => void {
  if (place()) {
    onDone();
    return () => {};
  }
  const stop = () => {
    observer.disconnect();
    for (const type of READER_SCROLLS) window.removeEventListener(type, done);
  };
  const done = () => {
    stop();
    onDone();
  };
  const observer = new ResizeObserver(() => {
    if (place()) done();
  });
  observer.observe(document.body);
  for (const type of READER_SCROLLS) window.addEventListener(type, done, { passive: true });
  return stop;
}

/** The element a #hash names, if the page has it yet. */
const hashTarget = (hash: string) =>
  hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;

/**
 * Where a page opens: Back and Forward (and a return to this tab's history from another site)
 * put the reader where they were on that entry; a new page opens at its top, or at the element its
 * #hash names. Positions are kept per history entry (the router gives each its own key).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => scrollPositions().save();
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const { key, hash } = location;
    const positions = scrollPositions();
    let placing = true;
    // While the page is still placing the reader, its own scrolling is not where they were.
    const remember = () => {
      if (!placing) positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });

    // The entry a page first loads in has no position when it is new (no reload, no return): the
    // tab's positions are then not even read. Later entries may have been left with one.
    const fresh = firstPlacement && isNewEntry(key);
    firstPlacement = false;
    const saved = navigationType === 'POP' && !fresh ? positions.get(key) : undefined;
    const stop = placeWhenReady(
      () => {
        if (saved !== undefined) {
          window.scrollTo(0, saved);
          return Math.abs(window.scrollY - saved) < 1;
        }
        const target = hashTarget(hash);
        if (target) {
          target.scrollIntoView();
          return true;
        }
        window.scrollTo(0, 0);
        return !hash;
      },
      () => {
        placing = false;
      },
    );
    return () => {
      stop();
      window.removeEventListener('scroll', remember);
      positions.save();
    };
  }, [location, navigationType]);

  return null;
}
