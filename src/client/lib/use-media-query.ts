import { useHydratedStore } from './use-is-client';

/**
 * Whether a media query matches, following changes live. False on the server and while the first
 * paint hydrates, so hydration draws what the server drew.
 */
export function useMediaQuery(query: string): boolean {
  return useHydratedStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
