/** Where each page's Open Graph image is: one static PNG per route, made by app/og/[slug]/route.tsx. */

export function ogImagePath(path: string): string {
  return `/og/${ogSlug(path)}.png`;
}

export function ogSlug(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '--');
}
