/**
 * Custom properties the critical CSS defines but nothing in the page reads.
 *
 * Beasties keeps every rule whose selector matches the page, and Tailwind's
 * `:root` rule (the theme's colours, sizes and fonts), its `@property`
 * registrations and its `*, ::before, ::after` defaults match every page:
 * they were about half of each page's critical CSS, though a page uses a
 * few dozen of those properties. This drops the definitions (and the
 * `@property` rules) of custom properties that no declaration in the CSS
 * reads through `var()`, directly or through another property that is
 * read, nor the page's own markup (an inline `style`). The full stylesheet,
 * loaded after the first paint, defines them all again, so nothing the page
 * shows depends on what was dropped.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */
import postcss, { type ChildNode, type Container, type Declaration } from 'postcss';

const references = (value: string) => Array.from(value.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1]!);

/** Whether a rule or block at-rule has nothing left in it (`@layer a, b;` statements have no body and stay). */
const isEmpty = (node: ChildNode) =>
  (node.type === 'rule' || node.type === 'atrule') &&
  (node as Container).nodes !== undefined &&
  node.nodes!.length === 0;

export function pruneCustomProperties(css: string, markup = ''): string {
  const root = postcss.parse(css);
  const used = new Set(references(markup));
  const definitions: Declaration[] = [];
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) definitions.push(declaration);
    else for (const name of references(declaration.value)) used.add(name);
  });
  // A property read only by another that is read is read too.
  for (let grew = true; grew;) {
    grew = false;
    for (const declaration of definitions)
      if (used.has(declaration.prop))
        for (const name of references(declaration.value))
          if (!used.has(name)) {
            used.add(name);
            grew = true;
          }
  }
  for (const declaration of definitions) if (!used.has(declaration.prop)) declaration.remove();
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  // Rules emptied by the above go too, innermost first.
  for (let removed = true; removed;) {
    removed = false;
    root.walk((node) => {
      if (isEmpty(node)) {
        node.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}
