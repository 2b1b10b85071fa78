/** Shared by the placeholder region and sonner's, so both are named alike ("Notifications F8"). */
export const TOAST_HOTKEY = 'F8';

/** What screen readers hear of the region and of a toast's close button, in the page's language (Settings › Labels). */
export interface ToastLabels {
  region: string;
  close: string;
}
