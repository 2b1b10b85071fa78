import { createHash } from 'node:crypto';

/**
 * The inline scripts a browser would run from an HTML document, and their
 * CSP hashes. A hash source ('sha256-…') allows exactly one script body, byte
 * for byte, so the bodies are read as the HTML parser reads them: everything
 * between the start tag and the first `</script`.
 */

const scriptPattern = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const typePattern = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const srcPattern = /(?:^|\s)src(?:\s*=|\s|$)/i;

/** The `type` values that make a script element run JavaScript (HTML's "JavaScript MIME type essence match"). */
const javascriptTypes = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * The bodies of the inline scripts that execute, in document order. JSON-LD
 * and other data blocks (`type="application/ld+json"`) never run, so a policy
 * needs no hash for them; scripts with `src` are covered by 'self'.
 */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(scriptPattern)) {
    const attributes = match[1] ?? '';
    if (srcPattern.test(attributes)) continue;
    const type = typePattern.exec(attributes);
    const value = (type ? (type[1] ?? type[2] ?? type[3] ?? '') : '').trim().toLowerCase();
    if (!javascriptTypes.has(value)) continue;
    bodies.push(match[2] ?? '');
  }
  return bodies;
}

/** The CSP source for one script body: `'sha256-<base64>'` over its UTF-8 bytes. */
export function hashSource(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The distinct hash sources of a document's inline scripts, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(hashSource))];
}

const noncePattern = /(?:^|\s)nonce\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The sources of a policy's `script-src` directive (or `default-src` without one). */
export function scriptSourcesOf(policy: string): string[] {
  const directives = policy.split(';').map((directive) => directive.trim().split(/\s+/));
  const directive =
    directives.find(([name]) => name === 'script-src') ?? directives.find(([name]) => name === 'default-src');
  return directive?.slice(1) ?? [];
}

/**
 * What a browser would block, and what a policy allows for nothing, when it
 * loads `html` under `policy`: each inline script must be allowed by its
 * hash or by the policy's nonce, and each hash in the policy must belong to
 * a script of the page (with `exactHashes`, so a stale manifest shows).
 */
export function policyMismatches(html: string, policy: string, { exactHashes = true } = {}): string[] {
  const sources = scriptSourcesOf(policy);
  const problems: string[] = [];
  if (sources.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const used = new Set<string>();
  for (const match of html.matchAll(scriptPattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (!inlineScripts(match[0]).length) continue;
    const hash = hashSource(body);
    const scriptNonce = noncePattern.exec(attributes);
    const nonceValue = scriptNonce ? (scriptNonce[1] ?? scriptNonce[2] ?? scriptNonce[3]) : undefined;
    if (sources.includes(hash)) used.add(hash);
    else if (!(nonce && nonceValue === nonce))
      problems.push(`inline script ${hash} is not allowed: ${body.slice(0, 60)}…`);
  }
  if (exactHashes) {
    for (const source of sources) {
      if (source.startsWith("'sha256-") && !used.has(source)) problems.push(`${source} allows no script of this page`);
    }
  }
  return problems;
}
