import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastRequest, toastRequested } from './toast-store.ts';

export { showToast, TOAST_TIMEOUT_MS } from './toast-store.ts';

const ToastRegion = lazy(() => import('./toast-region.tsx'));

/**
 * Where toasts appear (mounted once, in AppProviders): nothing until the first showToast, then the
 * lazily loaded react-aria toast region (spec part 1 §9).
 */
export function Toasts() {
  const show = useSyncExternalStore(subscribeToastRequest, toastRequested, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
