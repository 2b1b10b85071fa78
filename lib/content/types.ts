/**
 * Temporary: the content types moved to content/types.ts (content depends on
 * no code). components/ui/icon.tsx, being rewritten on another branch, still
 * imports IconName from here; point it at '@/content/types' and delete this file.
 */
export type { IconName } from '@/content/types';
