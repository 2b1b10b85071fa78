/**
 * Every prerendered page's document on the wire, as e2e/budget.spec.ts counts
 * it (status line, headers and gzipped body from `next start`, with
 * `Accept-Encoding: gzip`), with what it is made of: the markup without the
 * critical CSS, the critical CSS and the JSON-LD, each gzipped alone (read
 * from the build's HTML files), and the frame: the headers and the document
 * without its words (scripts/support/page-words.ts), the budget of a page
 * whose length is the writer's. Largest first, then how many fit in one round
 * trip (14,600 bytes), the median and the largest.
 *
 *   npm run build && npm start &
 *   npx tsx scripts/document-bytes.ts [--json reports/document-bytes.json]
 *
 * BASE_URL defaults to http://127.0.0.1:3000. docs/performance.md has the
 * figures and what they mean.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { frameBytes, jsonLdScripts } from './support/page-words';
import { wireBytes } from './support/wire-bytes';
import { prerenderedPages } from '../lib/build/prerendered';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const jsonIndex = process.argv.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? process.argv[jsonIndex + 1] : undefined;
const ONE_ROUND_TRIP = 14_600;

const criticalCss = /<style data-critical-css="[^"]*">([\s\S]*?)<\/style>/g;
const gzip = (text: string) => zlib.gzipSync(text).length;

interface Row {
  route: string;
  total: number;
  headers: number;
  body: number;
  markup: number;
  css: number;
  jsonLd: number;
  frame: number;
}

async function main() {
  const rows: Row[] = [];
  for (const { route, file } of prerenderedPages(path.join(process.cwd(), '.next'))) {
    if (route.startsWith('/_') || route === '/keystatic') continue;
    const sent = await wireBytes(new URL(route, baseUrl).toString());
    if (sent.status !== 200) continue;
    const html = fs.readFileSync(file, 'utf8');
    const all = (pattern: RegExp) => Array.from(html.matchAll(pattern), (match) => match[1]!).join('');
    rows.push({
      route,
      total: sent.headers + sent.body,
      headers: sent.headers,
      body: sent.body,
      markup: gzip(html.replace(criticalCss, '')),
      css: gzip(all(criticalCss)),
      jsonLd: gzip(all(jsonLdScripts)),
      frame: frameBytes(html, sent.headers),
    });
  }
  rows.sort((a, b) => b.total - a.total);
  const columns = ['total', 'headers', 'body', 'markup', 'css', 'jsonLd', 'frame'] as const;
  console.log(['page'.padEnd(46), ...columns.map((name) => name.padStart(8))].join(''));
  for (const row of rows)
    console.log([row.route.padEnd(46), ...columns.map((name) => String(row[name]).padStart(8))].join(''));
  const totals = rows.map((row) => row.total).sort((a, b) => a - b);
  console.log(
    `${rows.length} pages; within ${ONE_ROUND_TRIP} bytes: ${totals.filter((total) => total <= ONE_ROUND_TRIP).length}; ` +
      `median ${totals[Math.floor(totals.length / 2)]}; largest ${totals.at(-1)} (${rows[0]?.route})`,
  );
  if (jsonFile) {
    fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
    fs.writeFileSync(jsonFile, JSON.stringify(rows, null, 2));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
