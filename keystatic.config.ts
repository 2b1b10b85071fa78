import { config } from '@keystatic/core';
import { EDITOR_BRANCH_PREFIX, editorEnvironment, editorMode, githubRepo } from '@/lib/editor/mode';
import { collections, navigationGroups, singletons } from '@/lib/editor/schema';
import { editorEntriesIn } from '@/lib/editor/schema/languages';

/**
 * The content editor (Keystatic, at /keystatic): what can be edited
 * (lib/editor/schema) and where saves go (lib/editor/mode.ts). Content stays
 * files in content/ (YAML, and Markdown for articles); lib/content reads them
 * with Keystatic's reader, checked against this same schema. Each English
 * entry has a Spanish twin (lib/editor/schema/languages.ts).
 */

/** The Spanish words (content/es/), listed after the English ones in the order of the English sidebar. */
const spanish = editorEntriesIn('es');
const spanishGroup = Object.values(navigationGroups)
  .flat()
  .map((key) => `es-${key}`)
  .filter(
    (key): key is keyof typeof spanish.singletons | keyof typeof spanish.collections =>
      key in spanish.singletons || key in spanish.collections,
  );

const mode = editorMode();

export default config({
  storage:
    mode === 'github'
      ? { kind: 'github', repo: githubRepo() as `${string}/${string}`, branchPrefix: EDITOR_BRANCH_PREFIX }
      : { kind: mode === 'cloud' ? 'cloud' : 'local' },
  ...(mode === 'cloud' ? { cloud: { project: editorEnvironment().NEXT_PUBLIC_KEYSTATIC_CLOUD_PROJECT!.trim() } } : {}),
  ui: { brand: { name: 'Queensboro website' }, navigation: { ...navigationGroups, 'Español (Spanish)': spanishGroup } },
  singletons: { ...singletons, ...spanish.singletons },
  collections: { ...collections, ...spanish.collections },
});
