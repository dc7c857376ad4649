/**
 * Toasts without their library in the first load: sonner is fetched, and its viewport mounted
 * (components/ui/toast-viewport.tsx), the first time something is shown. Same calls as sonner's.
 */
import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof import('sonner');

let library: Promise<Sonner> | undefined;
let viewportWanted = false;
const listeners = new Set<() => void>();
let markViewportReady: () => void = () => {};
const viewportReady = new Promise<void>((resolve) => {
  markViewportReady = resolve;
});

function show(call: (toast: Sonner['toast']) => void): void {
  if (!library) {
    library = import('sonner');
    viewportWanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([library, viewportReady]).then(([sonner]) => call(sonner.toast));
}

type Message = Parameters<typeof sonnerToast>[0];
type Options = Parameters<typeof sonnerToast>[1];

export const toast = Object.assign(
  (message: Message, options?: Options) => show((t) => t(message, options)),
  {
    success: (message: Message, options?: Options) => show((t) => t.success(message, options)),
    error: (message: Message, options?: Options) => show((t) => t.error(message, options)),
    info: (message: Message, options?: Options) => show((t) => t.info(message, options)),
  },
);

/** For the viewport: whether a toast has been asked for yet, and a way to hear when one is. */
export const toastViewport = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => viewportWanted,
  ready: () => markViewportReady(),
};
