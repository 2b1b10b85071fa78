'use client';

import { Toaster as Sonner } from 'sonner';
import { TOAST_HOTKEY, type ToastLabels } from '@/components/widgets/toast-settings';

/**
 * sonner's toast region: small, accessible, swipe to dismiss. One toast at a
 * time (see `notify`), 5 s, a close button, announced politely, and F8 moves
 * focus to it. Loaded only when a toast is asked for (see lib/toast.ts).
 */
export default function SonnerToaster({ labels }: { labels: ToastLabels }) {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      hotkey={[TOAST_HOTKEY]}
      containerAriaLabel={labels.region}
      toastOptions={{
        closeButtonAriaLabel: labels.close,
        classNames: { title: 'text-[0.95rem] font-semibold', description: 'text-sm' },
      }}
    />
  );
}
