// Transitional: the types moved to lib/content/types.ts.
export * from '@/lib/content/types';
