/**
 * Run by `npm run build` after `next build` and before the CSP manifest:
 * moves Next's chunk scripts and the inline RSC payload of every
 * prerendered page behind its first paint, and marks the chunks those pages
 * run at startup for eager compilation (lib/build/defer-scripts.ts says why). A standalone build's copies
 * of the HTML get the same change. Running it twice changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deferChunkScripts, withCompileHint } from '../lib/build/defer-scripts';
import { buildDirs, prerenderedPages } from '../lib/build/prerendered';

let changed = 0;
let pages = 0;
let hinted = 0;
for (const dir of buildDirs()) {
  // The chunks some page runs at startup: each gets V8's compile hint once.
  const startup = new Set<string>();
  for (const { file } of prerenderedPages(dir)) {
    pages += 1;
    const { html, deferred, payload } = deferChunkScripts(fs.readFileSync(file, 'utf8'));
    for (const src of deferred) if (src.startsWith('/_next/static/chunks/')) startup.add(src);
    if (deferred.length === 0) continue;
    if (payload) {
      // Served by `next start` (and copied with `.next/static` beside a standalone server) as /_next/static/…
      const target = path.join(dir, 'static', payload.src.slice('/_next/static/'.length));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, payload.body);
    }
    fs.writeFileSync(file, html);
    changed += 1;
  }
  for (const src of startup) {
    const chunk = path.join(dir, 'static', src.slice('/_next/static/'.length));
    if (!fs.existsSync(chunk)) continue; // a standalone build without its copy of .next/static
    const source = fs.readFileSync(chunk, 'utf8');
    const next = withCompileHint(source);
    if (next === source) continue;
    fs.writeFileSync(chunk, next);
    hinted += 1;
  }
}
console.log(
  `[defer-scripts] chunk scripts behind the first paint in ${changed} of ${pages} prerendered pages; compile hint added to ${hinted} startup chunks`,
);
