import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A panel opened from a list (a leader's ledger, a submission) may render far from the button
 * that opened it: below the list on a phone, or past the fold. `useReveal` scrolls it to the top
 * of the screen and moves focus to it (put `ref` on its heading, with `tabIndex={-1}` and a
 * `scroll-mt-*` clearing the sticky header), so keyboard, screen reader and touch users land on
 * what they opened. Call `reveal()` in the click handler; the panel may appear later (after its
 * query loads, or in the next render): it is revealed when its element is there, once per call.
 */
export function useReveal<T extends HTMLElement = HTMLElement>(): {
  ref: RefCallback<T>;
  reveal: () => void;
} {
  const pending = useRef(false);
  const node = useRef<T | null>(null);
  const [request, setRequest] = useState(0);

  const ref = useCallback<RefCallback<T>>((element) => {
    node.current = element;
    showIfAsked(pending, element);
  }, []);
  // Already on screen (the same panel asked again): the render after the request shows it.
  useEffect(() => {
    if (request > 0) showIfAsked(pending, node.current);
  }, [request]);

  const reveal = useCallback(() => {
    pending.current = true;
    setRequest((n) => n + 1);
  }, []);
  return { ref, reveal };
}

function showIfAsked(pending: { current: boolean }, element: HTMLElement | null) {
  if (!pending.current || !element) return;
  pending.current = false;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'start' });
}
