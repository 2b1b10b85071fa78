/**
 * What `next build` writes into every prerendered page's `<head>` that no
 * browser the site supports, and no reader of its metadata, uses. Every
 * byte of a page travels in its first round trip (e2e/budget.spec.ts:
 * 14,600 bytes on the wire), so these go:
 *
 * - `<link rel="preconnect" href="/" crossorigin="">`: Next's hint for
 *   next/font files when none is preloaded, a connection to the origin the
 *   document itself came from. The site loads its font without next/font
 *   (lib/build/cached-font.ts).
 * - `<meta name="next-size-adjust">`: Next's marker for next/font's
 *   size-adjusted fallbacks; nothing reads it (the fallback faces are in the
 *   critical CSS, lib/build/critical-css.ts).
 * - `twitter:title`, `twitter:description`, `twitter:image` (and Next's
 *   `twitter:image:width`/`height`, which are not X's tags) when they say
 *   what the `og:` tag of the same name says: X reads `og:title`,
 *   `og:description` and `og:image` when its own tag is absent
 *   (https://developer.x.com/cards/markup). Next fills them in from Open
 *   Graph itself (lib/seo/metadata.ts gives both); `twitter:card` and
 *   `twitter:image:alt` stay.
 * - Next's legacy polyfills, `<script src noModule>`: a browser that runs
 *   module scripts skips them, and one that does not cannot run the site's
 *   scripts either.
 *
 * React leaves the head's tags as the server wrote them when it hydrates
 * (a `<meta>` it renders and does not find is added then, after the first
 * paint). Kept free of Next and `server-only` so the build script and Jest
 * use it; a page already rewritten comes back unchanged.
 */

const selfPreconnect = /<link rel="preconnect" href="\/" crossorigin=""\/>/g;
const sizeAdjustMarker = /<meta name="next-size-adjust" content=""\/>/g;
const noModuleScript = /<script src="\/_next\/static\/chunks\/[^"]+\.js" noModule=""><\/script>/g;
const metaTag = /<meta (name|property)="((?:twitter|og):[a-z:_]+)" content="([^"]*)"\/>/g;

/** X's tags that fall back to Open Graph's, by the `og:` property each reads. */
const twitterFallbacks: Record<string, string> = {
  'twitter:title': 'og:title',
  'twitter:description': 'og:description',
  'twitter:image': 'og:image',
  'twitter:image:width': 'og:image:width',
  'twitter:image:height': 'og:image:height',
};

export function withoutUnusedHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const openGraph = new Map<string, string>();
  for (const [, kind, key, content] of head.matchAll(metaTag))
    if (kind === 'property' && key!.startsWith('og:') && !openGraph.has(key!)) openGraph.set(key!, content!);
  const trimmed = head
    .replace(selfPreconnect, '')
    .replace(sizeAdjustMarker, '')
    .replace(noModuleScript, '')
    .replace(metaTag, (tag, kind: string, key: string, content: string) => {
      const fallback = kind === 'name' ? twitterFallbacks[key] : undefined;
      return fallback && openGraph.get(fallback) === content ? '' : tag;
    });
  return trimmed + html.slice(headEnd);
}
