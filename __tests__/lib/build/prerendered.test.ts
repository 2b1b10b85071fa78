/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDirs, htmlFile, prerenderedPages } from '@/lib/build/prerendered';

/** A folder laid out like a build of `next build` 16.4: the manifest and the HTML files it names. */
function build(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the prerendered pages of a build', () => {
  let root = '';
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('maps a page path to the HTML file next start sends', () => {
    expect(htmlFile('/b', '/')).toBe(path.join('/b', 'server', 'app', 'index.html'));
    expect(htmlFile('/b', '/es/blog/1')).toBe(path.join('/b', 'server', 'app', 'es', 'blog', '1.html'));
  });

  it('lists the pages of the manifest that have an HTML file, in order, without route handlers', () => {
    root = build({
      '.next/prerender-manifest.json': JSON.stringify({
        routes: {
          '/faq': { srcRoute: '/faq' },
          '/': { srcRoute: '/' },
          '/es/faq': { routeType: 'page' },
          '/og/faq.png': { routeType: 'route' },
          '/gone': { srcRoute: '/gone' },
        },
      }),
      '.next/server/app/index.html': '<html></html>',
      '.next/server/app/faq.html': '<html></html>',
      '.next/server/app/es/faq.html': '<html></html>',
      '.next/server/app/og/faq.png.html': 'not a page',
    });
    const dist = path.join(root, '.next');
    expect(prerenderedPages(dist)).toEqual([
      { route: '/', file: htmlFile(dist, '/') },
      { route: '/es/faq', file: htmlFile(dist, '/es/faq') },
      { route: '/faq', file: htmlFile(dist, '/faq') },
    ]);
  });

  it('rewrites a standalone build’s copy too, when there is one', () => {
    root = build({ '.next/BUILD_ID': 'a' });
    expect(buildDirs(root)).toEqual([path.join(root, '.next')]);
    fs.mkdirSync(path.join(root, '.next/standalone/.next'), { recursive: true });
    fs.writeFileSync(path.join(root, '.next/standalone/.next/BUILD_ID'), 'a');
    expect(buildDirs(root)).toEqual([path.join(root, '.next'), path.join(root, '.next/standalone/.next')]);
  });
});
