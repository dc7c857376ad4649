import { lazy, Suspense } from 'react';
import { toastViewport } from '../../lib/toast';
import { useHydratedStore } from '../../lib/use-is-client';

const Toaster = lazy(() => import('./toaster'));

/** Where toasts appear; mounted with its library when the first toast is shown (lib/toast.ts). */
export function ToastViewport({ position }: { position: 'top-center' | 'bottom-right' }) {
  const wanted = useHydratedStore(toastViewport.subscribe, toastViewport.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position={position} />
    </Suspense>
  );
}
