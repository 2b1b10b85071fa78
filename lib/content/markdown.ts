import fs from 'node:fs/promises';
import { Marked } from 'marked';
import { fillHtmlPlaceholders, type Tokens } from '@/lib/content/placeholders';
import { absolutePath, defaultSource, type ContentSource } from '@/lib/content/source';
import { escapeHtml } from '@/lib/escape-html';
import { localizedHref } from '@/lib/i18n/locales';

/**
 * Markdown bodies of articles, guides and legal pages, rendered to HTML at
 * build time. The reader has already checked the file against the schema
 * (front matter and body); this renders the body as written, with GitHub
 * Markdown, and fills its placeholders with their HTML (a phone number or an
 * e-mail address becomes a link). The Markdown is the site's own content, so
 * it is trusted, but raw HTML in it is escaped anyway.
 */

const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
  },
});

/** The text after a file's front matter (Keystatic writes `---\n<yaml>---\n<body>`). */
export function markdownBody(text: string): string {
  const match = text.match(/^---(?:\r?\n[^]*?)?\r?\n---\r?\n?/);
  return match ? text.slice(match[0].length) : text;
}

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

/** The body of a content file as HTML, placeholders filled, its links to this site in the file's language. */
export async function renderMarkdownBody(
  file: string,
  tokens: Tokens,
  source: ContentSource = defaultSource(),
): Promise<string> {
  const text = await fs.readFile(absolutePath(source, file), 'utf8');
  const html = fillHtmlPlaceholders(renderMarkdown(markdownBody(text)), tokens, file);
  return html.replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${localizedHref(href, source.locale)}"`);
}
