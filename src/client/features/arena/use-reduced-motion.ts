import { useHydratedStore } from '../../lib/use-is-client';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True while the visitor asks for reduced motion (follows changes live). */
export function useReducedMotion(): boolean {
  return useHydratedStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
