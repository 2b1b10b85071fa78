import fs from 'node:fs';
import { fieldProblem } from '@/lib/content/errors';
import { contactProduct } from '@/lib/content/contact-products';
import { partnerProgramIds } from '@/lib/editor/partner-programs';
import { linkableFiles } from '@/lib/route-registry';

/**
 * Where a link in content may go: a page of this site (one the route
 * registry has, or a file in public/), a section of the page (#…), a phone,
 * an e-mail, or a secure address elsewhere. An internal link to a page the
 * site does not have is a broken link, caught before it is published; so is
 * a link to the contact form naming a product or partner program it does
 * not know (it would open an empty form).
 */

const contactPath = '/contact-us';

export interface LinkTargets {
  /** Every page of the site (lib/routes.ts). */
  paths: ReadonlySet<string>;
  /** public/, for links to files such as a PDF. */
  publicDir: string;
  /** The products `/contact-us?product=` may name (Settings › Forms). */
  contactProducts: readonly string[];
}

/** What a link to the contact form preselects that the form does not know. */
function contactQueryProblem(href: string, targets: LinkTargets): string | undefined {
  const query = new URLSearchParams(href.replace(/#.*$/, '').split('?')[1] ?? '');
  const product = query.get('product');
  if (product !== null && contactProduct(targets.contactProducts, product) === undefined)
    return `"${href}": "${product}" is not one of the products the contact form knows (Settings › Forms)`;
  const partner = query.get('partner');
  if (partner !== null && !(partnerProgramIds as readonly string[]).includes(partner))
    return `"${href}": "${partner}" is not a partner program (${partnerProgramIds.join(', ')})`;
  return undefined;
}

/** What is wrong with a link, or undefined when it is fine. */
export function linkProblem(href: string, targets: LinkTargets): string | undefined {
  if (href.startsWith('#')) return /^#[A-Za-z][\w-]*$/.test(href) ? undefined : `"${href}" is not a section name`;
  if (/^(tel:\+\d{7,15}|mailto:[^\s@]+@[^\s@]+\.[^\s@]+(\?.*)?|https:\/\/\S+)$/.test(href)) return undefined;
  if (href.startsWith('/') && !href.startsWith('//')) {
    const path = href.replace(/[?#].*$/, '') || '/';
    const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
    if (normalized === contactPath) return contactQueryProblem(href, targets);
    if (targets.paths.has(normalized) || (linkableFiles as readonly string[]).includes(normalized)) return undefined;
    if (/\.[a-z0-9]+$/i.test(normalized) && fs.existsSync(`${targets.publicDir}${normalized}`)) return undefined;
    return `"${href}" is not a page of this site`;
  }
  return `"${href}" is not a link the site can use (a page such as /contact-us, #section, tel:, mailto: or https://)`;
}

/** The links of a content value: every string under a key named `href`, with its field path. */
export function linksIn(value: unknown, at: (string | number)[] = []): { field: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => linksIn(item, [...at, index]));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.entries(value).flatMap(([key, child]) =>
      key === 'href' && typeof child === 'string'
        ? [{ field: [...at, key].join('.'), href: child }]
        : linksIn(child, [...at, key]),
    );
  return [];
}

/** The links of a Markdown body: `[text](/path)` and `<…>` autolinks to this site. */
export function markdownLinks(markdown: string): { field: string; href: string }[] {
  return [...markdown.matchAll(/\]\((\/[^)\s]*|#[^)\s]*)(?:\s+"[^"]*")?\)/g)].map((match) => ({
    field: 'body',
    href: match[1]!,
  }));
}

export function linkProblems(links: readonly { field: string; href: string }[], targets: LinkTargets): string[] {
  return links.flatMap(({ field, href }) => {
    const problem = linkProblem(href, targets);
    return problem ? [fieldProblem(field, problem)] : [];
  });
}
