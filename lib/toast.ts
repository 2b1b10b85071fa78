import { toast } from 'sonner';

export interface Notice {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
}

/** Shows a toast; any toast already showing makes way (one at a time). */
export function notify({ title, description, variant = 'success' }: Notice) {
  toast.dismiss();
  const show = variant === 'error' ? toast.error : toast.success;
  return show(title, { description });
}
