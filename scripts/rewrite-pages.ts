/**
 * Run by `npm run build` after `next build` and before the CSP manifest:
 * rewrites every prerendered page once, one read and one write per file
 * (`rewritePage`, lib/build/rewrite-page.ts: scripts behind the first
 * paint, the first screen's icons and critical CSS in the page), writes the RSC payload files,
 * the after-paint script (lib/build/after-paint.ts) and the copies of the stylesheet without
 * font faces (lib/build/stylesheet-without-faces.ts) the pages now load, and gives the chunks pages run at startup V8's
 * compile hint. A standalone build's copies of the HTML get the same
 * change. Running it twice changes nothing.
 *
 * Fails (exit code 1) when any page does not come out as expected
 * (`rewriteProblems`): after an upgrade of Next that changed its markup,
 * a build that silently skipped the rewrite would ship slower pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withCompileHint } from '../lib/build/defer-scripts';
import { spriteSymbols } from '../lib/build/inline-icons';
import { buildDirs, prerenderedPages } from '../lib/build/prerendered';
import { rewritePage, rewriteProblems } from '../lib/build/rewrite-page';
import { withoutFacesHref, withoutFontFaces } from '../lib/build/stylesheet-without-faces';

const root = process.cwd();
const symbols = spriteSymbols(fs.readFileSync(path.join(root, 'public', 'icons.svg'), 'utf8'));
// '/_next/static/chunks/x.css' is .next/static/chunks/x.css (a standalone
// build's copy of .next has no static folder until it is deployed).
const readStylesheet = (href: string) =>
  fs.readFileSync(path.join(root, '.next', href.slice('/_next/'.length)), 'utf8');
/** A `/_next/static/…` URL's file in the build folder `dir` (`next start` serves it from there). */
const staticFile = (dir: string, src: string) => path.join(dir, 'static', src.slice('/_next/static/'.length));

async function main() {
  const count = { pages: 0, changed: 0, deferred: 0, icons: 0, spriteLater: 0, css: 0, hinted: 0, withoutFaces: 0 };
  const failures: string[] = [];
  for (const dir of buildDirs(root)) {
    // The chunks some page runs at startup: each gets V8's compile hint once.
    const startup = new Set<string>();
    // The stylesheets some page links disabled: each gets its copy without font faces once.
    const stylesheets = new Set<string>();
    for (const { route, file } of prerenderedPages(dir)) {
      count.pages += 1;
      const original = fs.readFileSync(file, 'utf8');
      const page = await rewritePage(original, { symbols, readStylesheet });
      for (const problem of rewriteProblems(page.html))
        failures.push(`${path.relative(root, file)} (${route}): ${problem}`);
      for (const src of page.deferred) if (src.startsWith('/_next/static/chunks/')) startup.add(src);
      for (const file of [page.payload, page.afterPaint]) {
        if (!file) continue;
        const target = staticFile(dir, file.src);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, file.body);
      }
      if (page.deferred.length > 0) count.deferred += 1;
      if (page.icons.length > 0) count.icons += 1;
      if (page.deferredIcons.length > 0) count.spriteLater += 1;
      if (page.stylesheets.length > 0) count.css += 1;
      page.stylesheets.forEach((href) => stylesheets.add(href));
      if (page.html === original) continue;
      fs.writeFileSync(file, page.html);
      count.changed += 1;
    }
    for (const href of stylesheets) {
      const target = staticFile(dir, withoutFacesHref(href));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, withoutFontFaces(readStylesheet(href)));
      count.withoutFaces += 1;
    }
    for (const src of startup) {
      const chunk = staticFile(dir, src);
      if (!fs.existsSync(chunk)) continue; // a standalone build without its copy of .next/static
      const source = fs.readFileSync(chunk, 'utf8');
      const hinted = withCompileHint(source);
      if (hinted === source) continue;
      fs.writeFileSync(chunk, hinted);
      count.hinted += 1;
    }
  }
  console.log(
    `[rewrite-pages] ${count.changed} of ${count.pages} prerendered pages rewritten (chunk scripts deferred in ${count.deferred}, icons in ${count.icons}, the sprite after the paint in ${count.spriteLater}, critical CSS in ${count.css}, ${count.withoutFaces} stylesheets copied without font faces); compile hint added to ${count.hinted} startup chunks`,
  );
  if (failures.length > 0) {
    console.error(
      `[rewrite-pages] ${failures.length} pages did not come out as expected; Next's markup may have changed (docs/performance.md, "Upgrading Next"):\n  ${failures.join('\n  ')}`,
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('[rewrite-pages]', error);
  process.exit(1);
});
