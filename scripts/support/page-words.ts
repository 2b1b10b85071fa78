import zlib from 'node:zlib';

/** Every JSON-LD block of a document as the build writes it, its JSON the first group. */
export const jsonLdScripts = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

/**
 * A document with its words left out: every run of text between two tags of
 * the `<body>` emptied, and the JSON-LD (which restates the page's words for
 * search engines) removed. What is left is what the code makes of every page:
 * the head, the elements and their attributes, the critical CSS and the
 * inline scripts. A writer who lengthens an article or adds a question to
 * the FAQ changes the words, and this hardly at all; a change to a component,
 * the stylesheet or the build changes this.
 */
export function withoutWords(html: string): string {
  const bodyStart = html.search(/<body\b/i);
  if (bodyStart < 0) return html;
  const head = html.slice(0, bodyStart);
  const body = html.slice(bodyStart).replace(jsonLdScripts, '');
  // Scripts and styles are code, not words: split them out and keep them whole.
  return (
    head +
    body
      .split(/(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>)/i)
      .map((part) => (/^<(script|style)\b/i.test(part) ? part : part.replace(/>[^<]+</g, '><')))
      .join('')
  );
}

/**
 * A page's frame on the wire: its headers as sent and its document without
 * its words, gzipped at zlib's default level as `next start` serves it. The
 * budget test (e2e/budget.spec.ts) holds the pages whose length is the
 * writer's to it, and scripts/document-bytes.ts reports it for every page.
 */
export function frameBytes(html: string, headers: number): number {
  return headers + zlib.gzipSync(withoutWords(html)).length;
}
