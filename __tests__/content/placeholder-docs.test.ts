/** @jest-environment node */
import fs from 'node:fs';
import { getTokens } from '@/lib/content/tokens';

/**
 * The people who write read the placeholders they may use in the README
 * ("Editing content"); the editor's field hints name the common ones. The
 * list there is the one lib/content/tokens.ts fills, no more and no less.
 */
it('the README lists every placeholder, and only those', async () => {
  const readme = fs.readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Editing content'), readme.indexOf('### Set-up for developers'));
  const listed = new Set([...section.matchAll(/`\{\{(\w+)\}\}`/g)].map((match) => match[1]!));
  expect([...listed].sort()).toEqual(Object.keys(await getTokens()).sort());
});
