/**
 * Run by `npm run build` after scripts/inline-icons.ts and before the CSP
 * manifest: every prerendered page gets the text of its stylesheet in its
 * own HTML (lib/build/inline-css.ts says why). A standalone build's copies
 * of the HTML get the same change. Running it twice changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inlineCss } from '../lib/build/inline-css';
import { buildDirs, prerenderedPages } from '../lib/build/prerendered';

// '/_next/static/chunks/x.css' is .next/static/chunks/x.css (a standalone
// build's copy of .next has no static folder until it is deployed).
const read = (href: string) => fs.readFileSync(path.join(process.cwd(), '.next', href.slice('/_next/'.length)), 'utf8');

let changed = 0;
let pages = 0;
for (const dir of buildDirs()) {
  for (const { file } of prerenderedPages(dir)) {
    pages += 1;
    const { html, stylesheets } = inlineCss(fs.readFileSync(file, 'utf8'), read);
    if (stylesheets.length === 0) continue;
    fs.writeFileSync(file, html);
    changed += 1;
  }
}
console.log(`[inline-css] stylesheets written into ${changed} of ${pages} prerendered pages`);
