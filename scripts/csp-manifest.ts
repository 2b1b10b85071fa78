/**
 * Run by `npm run build` after `next build`: hashes the inline scripts of
 * every prerendered page into `.next/csp-manifest.json`, which proxy.ts reads
 * to send each page its Content-Security-Policy. A standalone build gets the
 * same file (its HTML files are copies of the same build).
 */
import path from 'node:path';
import { buildCspManifest, writeCspManifest } from '../lib/csp/manifest';
import { buildDirs } from '../lib/build/prerendered';

const [distDir, ...copies] = buildDirs();
const manifest = buildCspManifest(distDir!);
const written = [distDir!, ...copies].map((dir) => writeCspManifest(dir, manifest));

const pages = Object.keys(manifest.pages).length;
const hashes = new Set(Object.values(manifest.pages).flat()).size;
console.log(
  `[csp] ${pages} prerendered pages, ${hashes} distinct inline-script hashes → ${written.map((file) => path.relative(process.cwd(), file)).join(', ')}`,
);
