/**
 * Every start tag of a page with its `class` as its first attribute.
 *
 * React writes attributes in the order a component passes its props, so the
 * same class list follows `href="/faq"` on one link, `aria-label="…"` on a
 * button and nothing on a `next/link` (which passes `className` first). gzip
 * finds a repeated class list only as far as the bytes before it repeat too:
 * after `<a href="/faq" ` the match for the class list starts at `class="`,
 * and before it a different `href` has broken the run. With `class` first,
 * every `<a class="inline-flex min-h-11 …"` is one long match from the `<a`
 * on. The order of attributes means nothing to HTML (the DOM, the CSS and
 * React's hydration, which compares attributes by name, see the same
 * element): ~30–75 bytes gzipped off each page (docs/performance-journal.md).
 *
 * Only start tags are touched: the text of `<script>`, `<style>`,
 * `<textarea>` and `<title>` and comments are left as they are. The other
 * attributes keep their order. Kept free of Next and `server-only` so the
 * build script and Jest use it.
 */

/** The attributes of a start tag (each quoted with `"`, as React writes them) and its end. */
const attributes = String.raw`((?:\s+[^\s"'<>/=]+(?:="[^"]*")?)*)(\s*\/?)>`;
/**
 * A raw text element (its start tag, then text no tag is looked for in), a
 * comment, or any other start tag.
 */
const token = new RegExp(
  String.raw`<(script|style|textarea|title)\b${attributes}([\s\S]*?<\/\1>)|<!--[\s\S]*?-->|<([a-zA-Z][a-zA-Z0-9-]*)${attributes}`,
  'g',
);
const attribute = /\s+([^\s"'<>/=]+)(?:="[^"]*")?/g;

/** A start tag's attributes with `class` first; null when it is first already, or absent. */
function classFirst(list: string): string | null {
  const all = Array.from(list.matchAll(attribute), (match) => ({ name: match[1]!, text: match[0] }));
  const index = all.findIndex((each) => each.name === 'class');
  if (index <= 0) return null;
  const [cls] = all.splice(index, 1);
  return cls!.text + all.map((each) => each.text).join('');
}

/** `html` with each start tag whose class is not first reordered (and reported to `found`). */
function reorder(html: string, found: (tag: string) => void): string {
  return html.replace(
    token,
    (
      whole,
      raw?: string,
      rawList?: string,
      rawEnd?: string,
      text?: string,
      name?: string,
      list?: string,
      end?: string,
    ) => {
      const tagName = raw ?? name;
      if (!tagName) return whole; // a comment
      const reordered = classFirst((raw ? rawList : list)!);
      if (reordered === null) return whole;
      found(raw ? whole.slice(0, whole.length - text!.length) : whole);
      return `<${tagName}${reordered}${raw ? rawEnd : end}>${raw ? text : ''}`;
    },
  );
}

/** `html` with `class` first in every start tag that has one. */
export function withClassFirst(html: string): string {
  return reorder(html, () => {});
}

/** The start tags of `html` whose `class` is not their first attribute. */
export function tagsWithClassLater(html: string): string[] {
  const found: string[] = [];
  reorder(html, (tag) => found.push(tag));
  return found;
}
