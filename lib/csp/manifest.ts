import fs from 'node:fs';
import path from 'node:path';
import { prerenderedPages } from '../build/prerendered';
import { inlineScriptHashes } from './inline-scripts';

export { htmlFile } from '../build/prerendered';

/**
 * The CSP hash manifest: for every page `next build` prerendered, the hashes
 * of the inline scripts in its HTML (`.next/server/app/<path>.html`, the file
 * `next start` and the standalone server send byte for byte). proxy.ts reads
 * it to send each page a policy that allows exactly those scripts, so pages
 * stay static (a nonce would make every page render per request).
 * `npm run build` writes it (scripts/csp-manifest.ts); kept free of Next and
 * `server-only` so that script and Jest can use it too.
 */

export const MANIFEST_FILE = 'csp-manifest.json';

export interface CspManifest {
  /** The build the hashes were read from (`.next/BUILD_ID`). */
  buildId: string;
  /** Prerendered page path → hash sources of its inline scripts. */
  pages: Record<string, string[]>;
  /**
   * Hashes of the prerendered not-found and global-error documents: every
   * other address answers with one of them (an unknown path gets the static
   * `_not-found` HTML with status 404).
   */
  fallback: string[];
}

/** Reads every prerendered page of a build in `distDir` (`.next`) and hashes its inline scripts. */
export function buildCspManifest(distDir: string): CspManifest {
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const pages: Record<string, string[]> = {};
  const fallback = new Set<string>();
  for (const { route, file } of prerenderedPages(distDir)) {
    const hashes = inlineScriptHashes(fs.readFileSync(file, 'utf8'));
    if (route === '/_not-found' || route === '/_global-error') hashes.forEach((hash) => fallback.add(hash));
    else pages[route] = hashes;
  }
  if (Object.keys(pages).length === 0) throw new Error(`No prerendered HTML page found in ${distDir}`);
  return { buildId, pages, fallback: [...fallback] };
}

export function writeCspManifest(distDir: string, manifest: CspManifest): string {
  const file = path.join(distDir, MANIFEST_FILE);
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 1)}\n`);
  return file;
}

/**
 * The manifest of the build in `distDir`, or null when there is no build.
 * A manifest missing or left from another build (`next build` run without
 * the script) is rebuilt from the HTML files, so hashes never go stale.
 */
export function loadCspManifest(distDir: string): CspManifest | null {
  let buildId: string;
  try {
    buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST_FILE), 'utf8')) as CspManifest;
    if (manifest.buildId === buildId) return manifest;
  } catch {
    // Missing or unreadable: rebuilt below.
  }
  return buildCspManifest(distDir);
}
