/**
 * The one way the site reads and writes localStorage. Storage can be blocked (site data off,
 * some privacy modes), and then every access throws: a read answers null and a write does
 * nothing, so what the user clicked still happens, only without being remembered.
 */

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Blocked: kept for this page only, by the caller.
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked: nothing was stored.
  }
}
