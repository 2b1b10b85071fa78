/**
 * The rules of the critical CSS that only a visitor's hover, focus or press
 * can apply, taken out of it.
 *
 * Beasties strips pseudo-classes before it matches a selector, so it keeps
 * `.hover\:bg-slate-100:hover` for every element with that class: on a
 * typical page about a fifth of the critical CSS (the `hover:`, `focus:` and
 * `active:` utilities and their `@media (hover:hover)` blocks), and with the
 * `transition-*` utilities ~0.3 KB gzipped of a document that must arrive in
 * the first round trip (docs/performance.md). None of them applies to the
 * first paint, which nobody has hovered or focused yet and where nothing
 * changes; the full stylesheet, linked right after that paint
 * (lib/build/defer-scripts.ts), brings them all. A rule is
 * dropped only when every selector in its list needs one of those states;
 * states a page can be in from the start (`:checked`, `[aria-current]`,
 * `:has()`) stay. So does `:disabled` on a page whose markup disables a form
 * control; on any other page only a script disables one (the forms' submit
 * button while it sends), after the first paint, and its rules go too.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */
import postcss, { type ChildNode, type Container } from 'postcss';
import { splitSelectors } from './selector-list';

/** Pseudo-classes only a visitor's pointer or keyboard turns on (`:focus` also matches `:focus-visible`, `:focus-within`). */
const interaction = /:(?:hover|focus|active)\b/;
const interactionOrDisabled = /:(?:hover|focus|active|disabled)\b/;

/** A form control the markup disables (a `<link disabled>`, the deferred stylesheet, is none). */
const disabledControl = /<(?:button|input|select|textarea|fieldset|optgroup|option)\b[^>]*\sdisabled(?:=|\s|\/?>)/;

/**
 * Whether every selector of the list needs a hover, focus or press, or, with
 * `disabledToo`, a disabled control (escaped class names such as `hover\:x`
 * do not count).
 */
export function needsInteraction(selectorList: string, disabledToo = false): boolean {
  const state = disabledToo ? interactionOrDisabled : interaction;
  return splitSelectors(selectorList).every((selector) => state.test(selector.replace(/\\./g, '_')));
}

const isEmpty = (node: ChildNode) =>
  (node.type === 'rule' || node.type === 'atrule') &&
  (node as Container).nodes !== undefined &&
  node.nodes!.length === 0;

/**
 * `css` without the rules that only hover, focus or press apply (and
 * `:disabled`, when `html`, the page, disables no form control), without
 * `transition` declarations (they animate a change from one state to
 * another, and the first paint has none), nor the blocks left empty.
 */
export function withoutInteractionRules(css: string, html?: string): string {
  const disabledToo = html !== undefined && !disabledControl.test(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (needsInteraction(rule.selector, disabledToo)) rule.remove();
  });
  root.walkDecls(/^transition(?:-|$)/, (declaration) => {
    declaration.remove();
  });
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
