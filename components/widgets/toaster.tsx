'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastsRequested } from '@/lib/toast';
import { TOAST_HOTKEY, type ToastLabels } from '@/components/widgets/toast-settings';

/**
 * The region as sonner renders it while it has no toast: an empty, polite
 * live region. Sonner also writes `aria-relevant="additions text"` and
 * `aria-atomic="false"`, the values a live region without a role has by
 * default (WAI-ARIA 1.2); said here on every page, near the end of the
 * document where gzip finds nothing to repeat, they cost ~25 bytes.
 */
function EmptyRegion({ labels }: { labels: ToastLabels }) {
  return <section aria-label={`${labels.region} ${TOAST_HOTKEY}`} tabIndex={-1} aria-live="polite" />;
}

const SonnerToaster = lazy(() =>
  import('@/components/widgets/sonner-toaster').catch((error: unknown) => {
    // A failed chunk load must not take the page down with it: keep the empty region.
    console.error('The toast region could not be loaded', error);
    return { default: EmptyRegion };
  }),
);

/**
 * The toast region. Until a toast is asked for it is an empty live region,
 * the same element sonner renders ("Notifications F8", polite); then it
 * mounts sonner's Toaster (loaded on demand), which shows one toast at a
 * time for 5 s with a close button and swipe, and takes F8. With no toast on
 * screen F8 has nothing to focus, in both states.
 */
export function Toaster({ labels }: { labels: ToastLabels }) {
  const wanted = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!wanted) return <EmptyRegion labels={labels} />;
  return (
    <Suspense fallback={<EmptyRegion labels={labels} />}>
      <SonnerToaster labels={labels} />
    </Suspense>
  );
}
