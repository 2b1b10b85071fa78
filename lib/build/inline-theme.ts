/**
 * The theme's values written where the critical CSS reads them.
 *
 * Tailwind 4 writes every theme value once, as a custom property of `:root`
 * (`--spacing:.25rem`, `--color-brand-950:#0b1b33`), and every utility reads
 * it (`.px-4{padding-inline:calc(var(--spacing) * 4)}`); its own `--tw-*`
 * properties start from defaults on every element (`--tw-border-style:solid`)
 * that most utilities read and few set. The critical CSS of a page carried
 * the definitions and the `var()`s that read them: about 0.4 KB gzipped of a
 * document that must arrive in the first round trip (docs/performance.md).
 * Where a property has exactly one definition, in a rule for every element
 * that no media or support condition holds, with a value that reads nothing
 * else, and the page's markup does not set it (an inline `style`), it has
 * that value on every element of the page: the `var()` is replaced by the
 * value, and the definition, read by nothing now, is dropped afterwards
 * (lib/build/prune-custom-properties.ts). A property defined twice (the
 * palette's `lab()` colours under `@supports`, a colour a class such as
 * `.on-dark` sets again, a `--tw-shadow` a utility sets) keeps its `var()`.
 * The full stylesheet, linked after the first paint, comes later in the
 * document with the same rules reading the same values, so nothing the
 * page shows changes when it arrives.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */
import postcss, { type AtRule, type Container, type Document, type Rule } from 'postcss';
import { everyElement } from './property-defaults';

/** `:root` as Tailwind writes it, with or without `:host` (which matches nothing in a page). */
const rootSelector = /^:root(?:\s*,\s*:host)?$/;

/** Whether `rule` is for every element (`:root`, or `*, ::before, ::after`), at the top level or inside `@layer` blocks only. */
function isUnconditionalForEveryElement(rule: Rule): boolean {
  const selector = rule.selector.trim();
  if (!rootSelector.test(selector) && !everyElement.test(selector)) return false;
  for (let parent: Container | Document | undefined = rule.parent; parent; parent = parent.parent) {
    if (parent.type === 'root') return true;
    if (parent.type !== 'atrule' || (parent as AtRule).name !== 'layer') return false;
  }
  return true;
}

/**
 * `value` with every `var(--name)` or `var(--name, fallback)` whose name
 * `values` holds replaced by its value (values that read other values are
 * resolved by the caller's repeated passes), and every `var(--name,
 * fallback)` whose name `undefinedNames` holds by its fallback; other
 * `var()`s stay, with their fallbacks rewritten the same way.
 */
export function replaceVars(
  value: string,
  values: ReadonlyMap<string, string>,
  undefinedNames: ReadonlySet<string> = new Set(),
): string {
  let out = '';
  let index = 0;
  for (;;) {
    const start = value.indexOf('var(', index);
    if (start < 0) return out + value.slice(index);
    // The closing parenthesis of this var(…), past any nested ones.
    let depth = 0;
    let end = start + 'var'.length;
    for (; end < value.length; end += 1) {
      if (value[end] === '(') depth += 1;
      else if (value[end] === ')' && --depth === 0) break;
    }
    if (end >= value.length) return out + value.slice(index); // unbalanced: leave the rest as it is
    const inner = value.slice(start + 'var('.length, end);
    const comma = inner.indexOf(',');
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const known = values.get(name);
    out += value.slice(index, start);
    const fallback = comma < 0 ? undefined : replaceVars(inner.slice(comma + 1), values, undefinedNames);
    if (known !== undefined) out += known;
    else if (fallback === undefined) out += `var(${inner})`;
    else if (undefinedNames.has(name)) out += fallback.trim();
    else out += `var(${inner.slice(0, comma + 1)}${fallback})`;
    index = end + 1;
  }
}

/**
 * `css` with the `var()`s of the custom properties that have one value on
 * every element replaced by that value, and those that have none by their
 * fallbacks; `markup` is the page, whose inline styles may set a property
 * (then it stays a `var()`). A property has one value everywhere when its
 * only definition is in an unconditional rule for every element (`:root`,
 * which every element inherits from, or Tailwind's `*, ::before, ::after`
 * defaults, lib/build/property-defaults.ts), any other definition says the
 * same value, and that value reads no other property that does not (so
 * `--tw-space-y-reverse`, 0 for every element and set to 0 again by the
 * `space-y-*` rules, is 0 on a page without `space-y-reverse`, which would set
 * 1); it has none when nothing defines or registers it
 * (Tailwind's `--default-font-feature-settings` unless the theme sets it) or
 * its one definition is `initial`.
 */
export function inlineThemeValues(css: string, markup = ''): string {
  const root = postcss.parse(css);
  // Each property's distinct definitions (value, and whether it is !important).
  const definitions = new Map<string, Set<string>>();
  const define = (name: string, value: string) =>
    definitions.set(name, (definitions.get(name) ?? new Set()).add(value));
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--'))
      define(declaration.prop, `${declaration.value.trim()}${declaration.important ? ' !important' : ''}`);
  });
  // Registered properties (@property) have a value of their own: defined too, and apart.
  root.walkAtRules('property', (rule) => {
    define(rule.params.trim(), `@property ${rule.params.trim()}`);
  });
  const setByMarkup = (name: string) => markup.includes(`${name}:`);
  const undefinedNames = new Set(
    Array.from(css.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1]!).filter(
      (name) => !definitions.has(name) && !setByMarkup(name),
    ),
  );
  const candidates = new Map<string, string>();
  root.walkRules((rule) => {
    if (!isUnconditionalForEveryElement(rule)) return;
    rule.each((node) => {
      if (node.type !== 'decl' || !node.prop.startsWith('--') || node.important) return;
      // Defined again with the same value (Tailwind's `space-y-*` rules set
      // `--tw-space-y-reverse:0`, its default), it still has that one value.
      if (definitions.get(node.prop)!.size !== 1 || setByMarkup(node.prop)) return;
      if (node.value.trim() === 'initial') undefinedNames.add(node.prop);
      else candidates.set(node.prop, node.value.trim());
    });
  });
  // Resolved to the end; a value still reading a property with no one value
  // (a colour `.on-dark` sets again) would read it where it is used, not
  // where it was defined, so that property keeps its var().
  // (A circle, invalid CSS, stops after a few passes and keeps its var()s.)
  for (let pass = 0; pass < 10; pass += 1) {
    let changed = false;
    for (const [name, value] of candidates) {
      const resolved = replaceVars(value, candidates, undefinedNames);
      if (resolved === value) continue;
      if (resolved.length > 4096) candidates.delete(name);
      else candidates.set(name, resolved);
      changed = true;
    }
    if (!changed) break;
  }
  const values = new Map([...candidates].filter(([, value]) => !value.includes('var(')));
  if (values.size === 0 && undefinedNames.size === 0) return css;
  root.walkDecls((declaration) => {
    if (values.has(declaration.prop) || !declaration.value.includes('var(')) return;
    declaration.value = replaceVars(declaration.value, values, undefinedNames);
  });
  return root.toString();
}
