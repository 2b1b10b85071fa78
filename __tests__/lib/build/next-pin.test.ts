/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

// lib/build/ rewrites the markup `next build` writes (docs/performance.md,
// "Upgrading Next"): a new Next arrives only on purpose, never with `npm install`.
describe('the Next.js release the build steps were written against', () => {
  it('is pinned to one exact version, and that version is installed', () => {
    const spec = (read('package.json').dependencies as Record<string, string>).next;
    expect(spec).toMatch(/^\d+\.\d+\.\d+$/);
    expect(read('node_modules/next/package.json').version).toBe(spec);
  });
});
