import { z } from 'zod';
import { site } from '@/content/site';
import { formatAddress } from '@/lib/content/site';
import { readMarkdownFolder } from '@/lib/content/markdown';

/**
 * The legal pages: Markdown in content/legal with validated front matter.
 * Business facts are not typed into the Markdown: `{{token}}` placeholders
 * are filled from content/site.ts after rendering (escaped), so a change to
 * the business identity changes the policies too. An unknown token fails
 * the build.
 */

export const legalSlugs = ['privacy-policy', 'terms-of-service'] as const;
export type LegalSlug = (typeof legalSlugs)[number];

const frontMatter = z.object({
  slug: z.enum(legalSlugs),
  title: z.string().min(5),
  effective: z.iso.date(),
});

export interface LegalDocument extends z.output<typeof frontMatter> {
  html: string;
  /** The document's sections (its h2 headings), for the table of contents. */
  sections: { id: string; title: string }[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** Every placeholder the legal Markdown may use, and its HTML. */
export function legalTokens(): Record<string, string> {
  return {
    name: escapeHtml(site.name),
    legalName: escapeHtml(site.legalName),
    shortName: escapeHtml(site.shortName),
    address: escapeHtml(formatAddress()),
    supportEmail: link(`mailto:${site.emails.support}`, site.emails.support),
    salesEmail: link(`mailto:${site.emails.sales}`, site.emails.sales),
    salesPhone: link(`tel:${site.phones.sales.e164}`, site.phones.sales.display),
    supportPhone: link(`tel:${site.phones.support.e164}`, site.phones.support.display),
  };
}

/** Fills `{{token}}` placeholders; throws on an unknown one. */
export function fillTokens(
  html: string,
  tokens: Record<string, string> = legalTokens(),
  file = 'legal document',
): string {
  return html.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}} in ${file}`);
    return value;
  });
}

/** "Children's Privacy" → 'childrens-privacy'. */
export function headingId(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Gives every <h2> an id and lists them. */
function withSectionIds(html: string): { html: string; sections: LegalDocument['sections'] } {
  const sections: LegalDocument['sections'] = [];
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

let cache: LegalDocument[] | undefined;

export function getLegalDocuments(): LegalDocument[] {
  cache ??= readMarkdownFolder('legal', frontMatter).map(({ file, data, html }) => ({
    ...data,
    ...withSectionIds(fillTokens(html, legalTokens(), file)),
  }));
  return cache;
}

export function getLegalDocument(slug: LegalSlug): LegalDocument {
  const document = getLegalDocuments().find((doc) => doc.slug === slug);
  if (!document) throw new Error(`Missing content/legal/${slug}.md`);
  return document;
}
