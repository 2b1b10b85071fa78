/** Shared by the placeholder region and sonner's, so both are named alike ("Notifications F8"). */
export const TOAST_REGION_LABEL = 'Notifications';
export const TOAST_HOTKEY = 'F8';
