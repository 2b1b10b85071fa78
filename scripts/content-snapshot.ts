/** Run by `npm run build` after `next build`: writes .next/content-snapshot.json (lib/content/snapshot.ts says why). */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_SNAPSHOT_FILE, contentSnapshot } from './support/content-snapshot';

async function main() {
  const snapshot = await contentSnapshot();
  const file = path.join(process.cwd(), '.next', CONTENT_SNAPSHOT_FILE);
  fs.writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`[content] ${snapshot.routes.length} routes → .next/${CONTENT_SNAPSHOT_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
