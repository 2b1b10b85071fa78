/**
 * Tailwind's `lab()` overrides of colours the critical CSS already gives in
 * hex, left out of it where they draw the same.
 *
 * Tailwind 4 defines its palette (the slate neutrals the site uses) in
 * OKLCH; its build writes each colour twice, a hex fallback in `:root` and
 * the exact colour in `lab()` under `@supports (color:lab(0% 0 0))`. For
 * a colour inside the sRGB gamut the two are the same colour but for the
 * hex rounding: rendered on an sRGB screen (and in a screenshot) they give
 * the same 8-bit pixel, and elsewhere they differ by less than half a step
 * of 255. The `lab()` numbers compress poorly: about 0.15 KB gzipped of a
 * document that must arrive in the first round trip (docs/performance.md),
 * and with them gone each slate colour has one value, which
 * lib/build/inline-theme.ts writes where it is read. The full stylesheet,
 * linked after the first paint, keeps them.
 *
 * An override is dropped only when its colour, converted to sRGB (CSS Color
 * 4's conversion: Lab D50, Bradford to D65, sRGB), is inside the gamut and
 * each channel rounds to the hex fallback's with a margin (no channel within
 * 0.05 of a rounding boundary, where two renderers could round apart).
 * Colours outside the gamut, even by a fraction of a step (Tailwind's reds,
 * amber-50 at 255.16 red), keep their `lab()`: Chromium maps them into the
 * gamut its own way, and the anti-aliased edges of a box in amber-50 came
 * out one step apart.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */
import postcss, { type AtRule, type Container, type Declaration, type Document } from 'postcss';

/** The sRGB channels (0–255, unrounded, unclamped) of CSS `lab(L% a b)`. */
export function labToSrgb255(lightness: number, a: number, b: number): [number, number, number] {
  const kappa = 24389 / 27;
  const epsilon = 216 / 24389;
  const f1 = (lightness + 16) / 116;
  const f0 = a / 500 + f1;
  const f2 = f1 - b / 200;
  const x = f0 ** 3 > epsilon ? f0 ** 3 : (116 * f0 - 16) / kappa;
  const y = lightness > kappa * epsilon ? f1 ** 3 : lightness / kappa;
  const z = f2 ** 3 > epsilon ? f2 ** 3 : (116 * f2 - 16) / kappa;
  // XYZ relative to D50, then Bradford-adapted to D65 (CSS Color 4's matrices).
  const xyz50 = [(x * 0.3457) / 0.3585, y, (z * (1 - 0.3457 - 0.3585)) / 0.3585] as const;
  const toD65 = [
    [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
    [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
    [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
  ];
  const toLinearSrgb = [
    [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
    [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
    [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
  ];
  const times = (matrix: number[][], vector: readonly number[]) =>
    matrix.map((row) => row[0]! * vector[0]! + row[1]! * vector[1]! + row[2]! * vector[2]!);
  const linear = times(toLinearSrgb, times(toD65, xyz50));
  const encoded = linear.map((channel) => {
    const magnitude = Math.abs(channel);
    return (
      255 * (magnitude <= 0.0031308 ? 12.92 * channel : Math.sign(channel) * (1.055 * magnitude ** (1 / 2.4) - 0.055))
    );
  });
  return [encoded[0]!, encoded[1]!, encoded[2]!];
}

/** The 8-bit channels of `#rgb` or `#rrggbb`, or null for anything else. */
function hexChannels(value: string): number[] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? hex.replace(/./g, (digit) => digit + digit) : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
}

/** Whether `lab(…)` draws, in 8-bit sRGB and with a margin, the colour `hex` names. */
export function sameAsHex(lab: string, hex: string): boolean {
  const match = /^lab\(\s*([-\d.]+)%\s+([-\d.]+)\s+([-\d.]+)\s*\)$/i.exec(lab.trim());
  const expected = hexChannels(hex);
  if (!match || !expected) return false;
  const channels = labToSrgb255(Number(match[1]), Number(match[2]), Number(match[3]));
  return channels.every((channel, index) => {
    const fraction = channel - Math.floor(channel);
    return (
      channel >= 0 && channel <= 255 && Math.abs(fraction - 0.5) >= 0.05 && Math.round(channel) === expected[index]
    );
  });
}

/** `:root` as Tailwind writes it, with or without `:host` (which matches nothing in a page). */
const rootSelector = /^:root(?:\s*,\s*:host)?$/;

/** `css` without the `lab()` overrides under `@supports (color:lab(…))` that draw the same as the `:root` hex they override. */
export function withoutLabOverrides(css: string): string {
  const root = postcss.parse(css);
  // The hex each colour has in a `:root` rule outside any @supports.
  const fallbacks = new Map<string, string>();
  root.walkRules(rootSelector, (rule) => {
    for (let parent: Container | Document | undefined = rule.parent; parent; parent = parent.parent)
      if (parent.type === 'atrule' && (parent as AtRule).name === 'supports') return;
    rule.each((node) => {
      if (node.type === 'decl' && node.prop.startsWith('--')) fallbacks.set(node.prop, node.value);
    });
  });
  const dropped: Declaration[] = [];
  root.walkAtRules('supports', (supports) => {
    if (!/^\(\s*color\s*:\s*lab\(/i.test(supports.params.trim())) return;
    supports.walkRules(rootSelector, (rule) => {
      rule.each((node) => {
        if (node.type !== 'decl') return;
        const hex = fallbacks.get(node.prop);
        if (hex !== undefined && sameAsHex(node.value, hex)) dropped.push(node);
      });
    });
  });
  if (dropped.length === 0) return css;
  for (const declaration of dropped) declaration.remove();
  // The rules and @supports blocks emptied by that go too.
  root.walkAtRules('supports', (supports) => {
    supports.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    if (supports.nodes?.length === 0) supports.remove();
  });
  return root.toString();
}
