/**
 * `npm run content:check` (and the first step of `npm run build`): reads
 * every content file with Keystatic's reader and checks it. Exits 1 with one
 * line per problem, each naming the file and the field, so a bad edit in the
 * editor fails the preview build with a message its author can act on.
 */
import { checkContent } from './support/content-check';

checkContent().then(
  ({ files }) => console.log(`[content] ${files} files checked: no problems`),
  (error: unknown) => {
    console.error(`[content] Content cannot be published:\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
