/** @jest-environment node */
import { readFileSync } from 'node:fs';

/**
 * `npm run dev` serves the content editor in local mode, which writes the
 * working tree with no sign-in (lib/editor/mode.ts): it must listen on this
 * machine only unless told otherwise (`npm run dev -- -H 0.0.0.0`: Next's
 * command line takes the last -H given).
 */
describe('npm run dev', () => {
  it('listens on 127.0.0.1 only by default', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.dev).toMatch(/^next dev\b.* -H 127\.0\.0\.1(\s|$)/);
    expect(scripts.dev).not.toMatch(/0\.0\.0\.0|::/);
  });
});
