/**
 * Run by `npm run build` after scripts/defer-scripts.ts and before the CSP
 * manifest: every prerendered page gets the icon symbols it draws in its own
 * HTML (lib/build/inline-icons.ts says why). A standalone build's copies of
 * the HTML get the same change. Running it twice changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inlineIcons, spriteSymbols } from '../lib/build/inline-icons';
import { buildDirs, prerenderedPages } from '../lib/build/prerendered';

const symbols = spriteSymbols(fs.readFileSync(path.join(process.cwd(), 'public', 'icons.svg'), 'utf8'));

let changed = 0;
let pages = 0;
for (const dir of buildDirs()) {
  for (const { file } of prerenderedPages(dir)) {
    pages += 1;
    const { html, icons } = inlineIcons(fs.readFileSync(file, 'utf8'), symbols);
    if (icons.length === 0) continue;
    fs.writeFileSync(file, html);
    changed += 1;
  }
}
console.log(`[inline-icons] icon symbols written into ${changed} of ${pages} prerendered pages`);
