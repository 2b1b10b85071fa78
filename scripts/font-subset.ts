/** Writes the web font subset app/layout.tsx loads (see scripts/support/font-subset.ts). */
import fs from 'node:fs';
import { FONT_OUTPUT, FONT_SOURCE, subsetInter } from './support/font-subset';

async function main() {
  const font = await subsetInter();
  fs.writeFileSync(FONT_OUTPUT, font);
  console.log(
    `${FONT_OUTPUT}: ${(font.length / 1024).toFixed(1)} KB (from ${FONT_SOURCE}, ${(fs.statSync(FONT_SOURCE).size / 1024).toFixed(1)} KB)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
