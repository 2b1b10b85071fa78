import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import type { ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';
import { perRequest } from '@/lib/content/source';

/** The header's menus and the footer's columns (content/settings/navigation.yaml). Labels come from the pages. */
export const getNavigation = perRequest(async (source: ContentSource) => {
  const { file, data: filled } = await readFilledSingleton(source, 'navigation');
  const problems: string[] = [];
  const seen = new Map<string, string>();
  filled.header.forEach((item, index) => {
    const at = `header.${index}.page`;
    const first = seen.get(item.page);
    if (first) problems.push(fieldProblem(at, `${item.page} is in the header twice (also ${first})`));
    seen.set(item.page, at);
  });
  assertNoProblems(file, problems);
  // An empty blurb or label is none: the page's own words stand in (lib/routes.ts).
  return {
    ...filled,
    header: filled.header.map((item) => ({
      ...item,
      dropdown: item.dropdown.map((child) => ({ ...child, blurb: child.blurb || undefined })),
    })),
    footer: filled.footer.map((column) => ({
      ...column,
      links: column.links.map((link) => ({ ...link, label: link.label || undefined })),
    })),
  };
});
