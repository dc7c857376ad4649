import { safeRedirectTarget } from '@shared/auth/redirect';

/** Leaves for the Discord sign-in (or the demo sign-in page); comes back to `redirect`. */
export function startSignIn(redirect?: string) {
  const here = `${window.location.pathname}${window.location.search}`;
  const target = safeRedirectTarget(redirect ?? here);
  window.location.assign(`/api/auth/discord?redirect=${encodeURIComponent(target)}`);
}
