import { assertNoProblems, dateProblems } from '@/lib/content/errors';
import { renderMarkdownBody } from '@/lib/content/markdown';
import { getPage } from '@/lib/content/page';
import type { ContentSource } from '@/lib/content/source';
import { getTokens } from '@/lib/content/tokens';

/**
 * The legal pages: content/legal/<slug>.md, the page's fields in the front
 * matter and the document as Markdown. Business facts are placeholders
 * ({{legalName}}, {{supportEmail}} …) filled from Settings, so a change to the
 * business identity changes the policies too.
 */

export const legalSlugs = ['privacy-policy', 'terms-of-service'] as const;
export type LegalSlug = (typeof legalSlugs)[number];

/** "Children's Privacy" → 'childrens-privacy'. */
export function headingId(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Gives every <h2> an id and lists them (the document's sections, for its table of contents). */
function withSectionIds(html: string) {
  const sections: { id: string; title: string }[] = [];
  const out = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_whole, inner: string) => {
    const title = inner
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"');
    const id = headingId(title);
    sections.push({ id, title });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: out, sections };
}

/** A legal page: its title, its effective date ('YYYY-MM-DD'), its HTML and its sections. */
export async function getLegalDocument(slug: LegalSlug, source?: ContentSource) {
  const [{ file, data }, tokens] = await Promise.all([getPage(slug, source), getTokens(source)]);
  assertNoProblems(file, dateProblems(data.effective, 'effective'));
  const html = await renderMarkdownBody(file, tokens, source);
  return { slug, title: data.title, effective: data.effective ?? '', ...withSectionIds(html) };
}

export type LegalDocument = Awaited<ReturnType<typeof getLegalDocument>>;

export function getLegalDocuments(source?: ContentSource): Promise<LegalDocument[]> {
  return Promise.all(legalSlugs.map((slug) => getLegalDocument(slug, source)));
}
