import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import type { Cta } from '@/lib/content/page';
import type { ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';
import { perRequest } from '@/lib/content/source';

/** The header's menus and the footer's columns (content/settings/navigation.yaml). Labels come from the pages. */

export interface NavigationSettings {
  header: { page: string; dropdown: { page: string; blurb?: string }[] }[];
  headerAction: Cta;
  footer: { title: string; links: { page: string; label?: string }[] }[];
  legalLinks: Cta[];
  /** After '© <year> <legal name>.' at the bottom of every page. */
  footerNote: string;
}

export const getNavigation = perRequest(async (source: ContentSource): Promise<NavigationSettings> => {
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
  return {
    header: filled.header.map((item) => ({
      page: item.page,
      dropdown: item.dropdown.map((child) => ({ page: child.page, ...(child.blurb ? { blurb: child.blurb } : {}) })),
    })),
    headerAction: { ...filled.headerAction },
    footer: filled.footer.map((column) => ({
      title: column.title,
      links: column.links.map((link) => ({ page: link.page, ...(link.label ? { label: link.label } : {}) })),
    })),
    legalLinks: filled.legalLinks.map((link) => ({ ...link })),
    footerNote: filled.footerNote,
  };
});
