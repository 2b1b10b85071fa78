/**
 * `npm run spell:check` (in `npm test`): the Spanish content through
 * hunspell (scripts/support/spell-check.ts). Exits 1 naming each file and
 * its unknown words: fix the spelling, or add a real name or term to
 * scripts/support/spanish-words.txt.
 */
import path from 'node:path';
import { allowList, spellCheck } from './support/spell-check';

const folder = path.join(process.cwd(), 'content', 'es');
const { files, problems } = spellCheck(folder, allowList());
if (problems.size > 0) {
  console.error(`[spell] Words the Spanish dictionary does not know, in ${problems.size} of ${files} files:`);
  for (const [file, words] of problems) console.error(`  ${path.relative(process.cwd(), file)}: ${words.join(', ')}`);
  console.error('[spell] Fix the spelling, or add a name or trade term to scripts/support/spanish-words.txt.');
  process.exit(1);
}
console.log(`[spell] ${files} Spanish files checked: every word known`);
