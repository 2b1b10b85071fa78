/**
 * Full-page screenshots of pages at phone and desktop widths, for looking at
 * what the site shows a visitor: `npm run screenshots -- / /retail`
 * (BASE_URL defaults to http://127.0.0.1:3000; PNGs go to reports/screenshots).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const outDir = path.resolve('reports/screenshots');

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    for (const route of paths) {
      await page.goto(new URL(route, baseUrl).toString(), { waitUntil: 'networkidle' });
      // Scroll through once so lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await page.close();
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
