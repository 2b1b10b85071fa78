// Transitional: the route registry is lib/route-registry.ts, each page's words content/pages/<key>.yaml.
export type { Cta } from '@/lib/content/page';
export type { StaticPath } from '@/lib/route-registry';
