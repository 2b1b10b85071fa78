/**
 * `npm run content:check` (and the first step of `npm run build`): reads
 * every content file with Keystatic's reader and checks it, then checks each
 * other language's files against the English ones
 * (scripts/support/translation-check.ts). Exits 1 with one line per problem,
 * each naming the file and the field, so a bad edit in the editor fails the
 * preview build with a message its author can act on. A language not yet
 * published (lib/i18n/locales.ts) only lists what its translation still
 * lacks.
 */
import { defaultLocale, languageNamesInEnglish, locales, publishedLocales } from '@/lib/i18n/locales';
import { checkContent } from './support/content-check';
import { checkTranslation } from './support/translation-check';

async function main() {
  const { files } = await checkContent();
  console.log(`[content] ${files} files checked: no problems`);
  for (const locale of locales.filter((candidate) => candidate !== defaultLocale)) {
    const name = languageNamesInEnglish[locale];
    try {
      const checked = await checkTranslation(locale);
      console.log(`[content] ${name}: ${checked.files} files translated, no problems`);
    } catch (error) {
      const lines = (error instanceof Error ? error.message : String(error)).split('\n');
      if (publishedLocales.includes(locale)) throw error;
      const filesLeft = new Set(lines.map((line) => line.split(':')[0]));
      console.log(
        `[content] ${name} (not published yet): ${lines.length} problems in ${filesLeft.size} files; ` +
          `first: ${lines[0]}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(`[content] Content cannot be published:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
