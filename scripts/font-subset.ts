/** Writes the web font subset into app/fonts/inter.css (see scripts/support/font-subset.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { FONT_OUTPUT, FONT_SOURCE, fontFaceCss, subsetInter } from './support/font-subset';

async function main() {
  const font = await subsetInter();
  fs.mkdirSync(path.dirname(FONT_OUTPUT), { recursive: true });
  fs.writeFileSync(FONT_OUTPUT, fontFaceCss(font));
  console.log(
    `${FONT_OUTPUT}: ${(font.length / 1024).toFixed(1)} KB (from ${FONT_SOURCE}, ${(fs.statSync(FONT_SOURCE).size / 1024).toFixed(1)} KB)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
