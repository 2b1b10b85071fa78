/**
 * Toasts without paying for them up front: sonner (~10 KB of gzipped JS) is
 * loaded the first time a toast is raised, or when a visitor starts filling a
 * form (`prepareToasts`), and never on pages where nobody does. The region
 * itself (`components/widgets/toaster.tsx`) is in every page's HTML from the
 * start, and mounts sonner's Toaster once it is asked for.
 */

export interface Notice {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
}

let requested = false;
const listeners = new Set<() => void>();
let sonner: Promise<typeof import('sonner')> | undefined;

/** Loads sonner and asks the toast region to mount it. Safe to call often. */
export function prepareToasts(): Promise<typeof import('sonner')> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined; // let the next toast try again
    throw error;
  });
  return sonner;
}

/** Whether a toast has been asked for yet (the region's store, for useSyncExternalStore). */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Shows a toast; any toast already showing makes way (one at a time). A toast
 * raised before the region has mounted sonner's Toaster is not lost: sonner
 * replays active toasts to a Toaster that subscribes late.
 */
export async function notify({
  title,
  description,
  variant = 'success',
}: Notice): Promise<string | number | undefined> {
  try {
    const { toast } = await prepareToasts();
    toast.dismiss();
    const show = variant === 'error' ? toast.error : toast.success;
    return show(title, { description });
  } catch (error) {
    console.error('The notification could not be shown', title, error);
    return undefined;
  }
}
