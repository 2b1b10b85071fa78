/**
 * Run by `npm run build` after `next build`: hashes the inline scripts of
 * every prerendered page into `.next/csp-manifest.json`, which proxy.ts reads
 * to send each page its Content-Security-Policy. A standalone build gets the
 * same file (its HTML files are copies of the same build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildCspManifest, writeCspManifest } from '../lib/csp/manifest';

const distDir = path.join(process.cwd(), '.next');
const manifest = buildCspManifest(distDir);
const written = [writeCspManifest(distDir, manifest)];
const standalone = path.join(distDir, 'standalone', '.next');
if (fs.existsSync(path.join(standalone, 'BUILD_ID'))) written.push(writeCspManifest(standalone, manifest));

const pages = Object.keys(manifest.pages).length;
const hashes = new Set(Object.values(manifest.pages).flat()).size;
console.log(
  `[csp] ${pages} prerendered pages, ${hashes} distinct inline-script hashes → ${written.map((file) => path.relative(process.cwd(), file)).join(', ')}`,
);
