/** Run by `npm run build` after `next build`: writes .next/content-snapshot.json (lib/content/snapshot.ts says why). */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_SNAPSHOT_FILE, siteSnapshot } from './support/content-snapshot';

async function main() {
  const snapshot = await siteSnapshot();
  const file = path.join(process.cwd(), '.next', CONTENT_SNAPSHOT_FILE);
  fs.writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`);
  const others = Object.values(snapshot.languages).reduce((sum, language) => sum + language.routes.length, 0);
  console.log(
    `[content] ${snapshot.routes.length} routes, ${others} in other languages → .next/${CONTENT_SNAPSHOT_FILE}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
