/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.join(__dirname, '..', '..', '..');

/**
 * `npm run build`'s rewrite step (scripts/rewrite-pages.ts) run in a folder
 * laid out like a build: one prerendered page, its stylesheet, the sprite.
 */
function runOn(page: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rewrite-pages-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('public/icons.svg', '<svg><symbol id="check" viewBox="0 0 24 24"><path d="M5 12l5 5 9-9"/></symbol></svg>');
  write('.next/prerender-manifest.json', JSON.stringify({ routes: { '/faq': { srcRoute: '/faq' } } }));
  write('.next/static/chunks/0a.css', "@font-face{font-family:'Inter Fallback';src:local('Arial')}main{color:#334155}");
  write('.next/static/chunks/runtime.js', 'self.x=1');
  write('.next/server/app/faq.html', page);
  const result = spawnSync(
    process.execPath,
    [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), path.join(repo, 'scripts/rewrite-pages.ts')],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const html = fs.readFileSync(path.join(root, '.next/server/app/faq.html'), 'utf8');
  const staticFiles = fs.readdirSync(path.join(root, '.next/static'), { recursive: true, encoding: 'utf8' });
  const read = (file: string) => fs.readFileSync(path.join(root, '.next/static', file), 'utf8');
  const copy = staticFiles.includes('chunks/0a.nofaces.css') ? read('chunks/0a.nofaces.css') : null;
  fs.rmSync(root, { recursive: true, force: true });
  return { status: result.status, stderr: result.stderr, html, staticFiles, copy };
}

const page = (script: string) =>
  [
    '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next"/>',
    script,
    '<title>FAQ</title></head><body><main><h1>FAQ</h1></main>',
    '<script>self.__next_f.push([1,"0:{}\\n"])</script></body></html>',
  ].join('');

describe('scripts/rewrite-pages.ts', () => {
  it('rewrites a page as Next 16.4 writes it and exits 0', () => {
    const { status, stderr, html, staticFiles, copy } = runOn(
      page('<script src="/_next/static/chunks/runtime.js" async=""></script>'),
    );
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(html).toContain(
      "<style data-critical-css=\"/_next/static/chunks/0a.css\">@font-face{font-family:'Inter Fallback';src:local('Arial')}main{color:#334155}</style>",
    );
    // The files the page's loader adds after the paint, and the stylesheet's copy without font faces.
    expect(staticFiles.filter((file) => /^(after-paint|payload)\/[0-9a-f]{16}\.js$/.test(file))).toHaveLength(2);
    expect(copy).toBe('main{color:#334155}');
  });

  it('fails the build, naming the page and what is wrong, when Next wrote its scripts differently', () => {
    const { status, stderr } = runOn(
      page('<script async="" src="/_next/static/chunks/runtime.js" data-v17=""></script>'),
    );
    expect(status).toBe(1);
    expect(stderr).toContain('.next/server/app/faq.html (/faq): no after-paint loader');
    expect(stderr).toContain('.next/server/app/faq.html (/faq): a chunk script is still in the page');
    expect(stderr).toContain("Next's markup may have changed");
  });
});
