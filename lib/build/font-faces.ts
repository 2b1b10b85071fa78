/**
 * The `@font-face` rules of a stylesheet, for the build steps that keep
 * (critical-css.ts), load after the paint (cached-font.ts) or drop them
 * (stylesheet-without-faces.ts). Their bodies hold no braces (Tailwind's
 * output and app/fonts/inter.css), so a rule ends at its first `}`.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */

/** Each `@font-face` rule of `css`: the whole rule and its body. */
export function fontFaces(css: string): { rule: string; body: string }[] {
  return Array.from(css.matchAll(/@font-face\s*\{([^}]*)\}/g), (match) => ({ rule: match[0], body: match[1]! }));
}
