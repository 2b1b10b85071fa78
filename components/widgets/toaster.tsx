'use client';

import { Toaster as Sonner } from 'sonner';

/**
 * The toast region (sonner: small, accessible, swipe to dismiss). One toast
 * at a time (see `notify`), 5 s, a close button, announced politely, and F8
 * moves focus to it.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      hotkey={['F8']}
      containerAriaLabel="Notifications"
      toastOptions={{ classNames: { title: 'text-[0.95rem] font-semibold', description: 'text-sm' } }}
    />
  );
}
