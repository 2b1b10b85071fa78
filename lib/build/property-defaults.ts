/**
 * The default values of Tailwind's internal custom properties in the
 * critical CSS, said once instead of twice.
 *
 * Tailwind 4 gives each `--tw-*` property its starting value twice: an
 * `@property` registration (`@property --tw-border-style{syntax:"*";
 * inherits:false;initial-value:solid}`), which browsers with `@property`
 * read, and the same values on every element in `@layer properties`, under an
 * `@supports` condition that only browsers without it match (Safari before
 * 16.4, Firefox before 128). Both mean the same for every element and its
 * `::before` and `::after`: the value, not inherited (each element sets its
 * own). So the critical CSS keeps only the second, without its condition,
 * and drops the registrations: about 0.25 KB gzipped of a document that must
 * arrive in the first round trip (docs/performance.md). The full
 * stylesheet, linked after the first paint, registers them again, with the
 * same values.
 *
 * Left as it is when the two do not say the same (a registration that
 * inherits, or whose value differs, or a default without a registration),
 * or when a rule for another pseudo-element (`::placeholder`,
 * `::file-selector-button`, `::marker`…), which `*, ::before, ::after`
 * does not reach, reads one of the properties that some rule also sets:
 * unregistered, such a pseudo-element inherits the property from its
 * element, which is the default only where nothing else sets it.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */
import postcss, { type AtRule, type Rule } from 'postcss';

/** The universal selector list of the defaults' rule, as Tailwind and a minifier write it. */
export const everyElement = /^\*\s*,\s*::?before\s*,\s*::?after(?:\s*,\s*::backdrop)?$/;
/** Pseudo-elements `*, ::before, ::after` does not match. */
const otherPseudoElement =
  /::?(?:backdrop|marker|placeholder|file-selector-button|selection|first-line|first-letter)\b/;

/** A registration's value: what `initial-value` says, or `initial` (the guaranteed-invalid value) without one. */
function registration(rule: AtRule): { inherits: boolean; initial: string } {
  let inherits = true;
  let initial = 'initial';
  rule.each((node) => {
    if (node.type !== 'decl') return;
    if (node.prop === 'inherits') inherits = node.value.trim() !== 'false';
    if (node.prop === 'initial-value') initial = node.value.trim();
  });
  return { inherits, initial };
}

/** Whether a registration's initial value and a default say the same: the same text, or a zero length both (`0`, `0px`). */
const sameStart = (initial: string, value: string) =>
  initial === value || (/^0(?:px)?$/.test(initial) && /^0(?:px)?$/.test(value));

export function withoutPropertyRegistrations(css: string): string {
  const root = postcss.parse(css);
  // The fallback: @layer properties { @supports (…) { *, ::before, ::after { --tw-…: … } } }.
  const found: { supports: AtRule; rule: Rule }[] = [];
  root.walkAtRules('layer', (layer) => {
    if (layer.params.trim() !== 'properties' || !layer.nodes) return;
    layer.each((node) => {
      if (node.type !== 'atrule' || node.name !== 'supports' || node.nodes?.length !== 1) return;
      const rule = node.nodes[0];
      if (rule?.type === 'rule' && everyElement.test(rule.selector.trim())) found.push({ supports: node, rule });
    });
  });
  const fallback = found.length === 1 ? found[0] : undefined;
  if (!fallback) return css;
  const defaults = new Map<string, string>();
  for (const node of fallback.rule.nodes) {
    if (node.type !== 'decl' || !node.prop.startsWith('--')) return css;
    defaults.set(node.prop, node.value.trim());
  }
  const registrations = new Map<string, AtRule>();
  root.walkAtRules('property', (rule) => {
    registrations.set(rule.params.trim(), rule);
  });
  for (const [name, value] of defaults) {
    const rule = registrations.get(name);
    if (!rule) return css;
    const { inherits, initial } = registration(rule);
    if (inherits || !sameStart(initial, value)) return css;
  }
  // Another pseudo-element inherits the property from its element once it is
  // no longer registered: the default, unless something else sets it.
  const definitions = new Map<string, number>();
  root.walkDecls(/^--/, (declaration) => {
    definitions.set(declaration.prop, (definitions.get(declaration.prop) ?? 0) + 1);
  });
  const elsewhere: string[] = [];
  root.walkRules((rule) => {
    if (!otherPseudoElement.test(rule.selector)) return;
    rule.walkDecls((declaration) => {
      for (const name of defaults.keys())
        if (declaration.value.includes(`var(${name}`) && (definitions.get(name) ?? 0) > 1) elsewhere.push(name);
    });
  });
  if (elsewhere.length > 0) return css;
  for (const name of defaults.keys()) registrations.get(name)!.remove();
  fallback.supports.replaceWith(fallback.rule);
  return root.toString();
}
