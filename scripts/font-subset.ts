/** Writes the web font subset and its stylesheet into app/fonts/ (see scripts/support/font-subset.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { FONT_FILE, FONT_OUTPUT, FONT_SOURCE, fallbackInputs, fontFaceCss, subsetInter } from './support/font-subset';

async function main() {
  const font = await subsetInter();
  fs.mkdirSync(path.dirname(FONT_OUTPUT), { recursive: true });
  fs.writeFileSync(FONT_FILE, font);
  fs.writeFileSync(FONT_OUTPUT, fontFaceCss(await fallbackInputs(font)));
  console.log(
    `${FONT_FILE}: ${(font.length / 1024).toFixed(1)} KB (from ${FONT_SOURCE}, ${(fs.statSync(FONT_SOURCE).size / 1024).toFixed(1)} KB); ${FONT_OUTPUT} names it`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
