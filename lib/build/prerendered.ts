import fs from 'node:fs';
import path from 'node:path';

/**
 * The pages `next build` prerendered to HTML: `.next/server/app/<path>.html`,
 * the files `next start` and the standalone server send byte for byte. The
 * build steps after `next build` (scripts/rewrite-pages.ts, then
 * scripts/csp-manifest.ts) rewrite and read them. Free of Next and
 * `server-only` so those scripts and Jest can use it.
 */

interface PrerenderManifest {
  routes: Record<string, { routeType?: string; srcRoute?: string | null }>;
}

/** `.next/server/app/<path>.html` for a prerendered page path. */
export function htmlFile(distDir: string, pagePath: string): string {
  return path.join(distDir, 'server', 'app', pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);
}

/** Every prerendered HTML page of the build in `distDir`, by route, in route order. */
export function prerenderedPages(distDir: string): { route: string; file: string }[] {
  const prerender = JSON.parse(
    fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'),
  ) as PrerenderManifest;
  return (
    Object.entries(prerender.routes)
      .sort(([a], [b]) => a.localeCompare(b))
      // Route handlers (Open Graph PNGs, icon) are prerendered as bodies, not HTML.
      .filter(([, entry]) => entry.routeType === undefined || entry.routeType === 'page')
      .map(([route]) => ({ route, file: htmlFile(distDir, route) }))
      .filter(({ file }) => fs.existsSync(file))
  );
}

/**
 * The build folders the steps after `next build` rewrite: `.next`, and a
 * standalone build's copy of it when there is one (its HTML files are copies
 * of the same build, and it serves them as they are).
 */
export function buildDirs(root: string = process.cwd()): string[] {
  const distDir = path.join(root, '.next');
  const standalone = path.join(distDir, 'standalone', '.next');
  return [distDir, ...(fs.existsSync(path.join(standalone, 'BUILD_ID')) ? [standalone] : [])];
}
