import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import type { z } from 'zod';

/**
 * Markdown documents with validated front matter, read from `content/` at
 * build time. Pages render the HTML this returns; the Markdown is the site's
 * own content, so it is trusted, but raw HTML in it is escaped anyway.
 */

const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    },
  },
});

export interface MarkdownDocument<T> {
  file: string;
  data: T;
  html: string;
  words: number;
}

export function readMarkdownFolder<S extends z.ZodType>(folder: string, schema: S): MarkdownDocument<z.output<S>>[] {
  const dir = path.join(process.cwd(), 'content', folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = path.join('content', folder, name);
      const { data, content } = matter(fs.readFileSync(path.join(dir, name), 'utf8'));
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        throw new Error(`Invalid front matter in ${file}: ${problems}`);
      }
      return {
        file,
        data: parsed.data,
        html: marked.parse(content, { async: false }),
        words: content.split(/\s+/).filter(Boolean).length,
      };
    });
}
