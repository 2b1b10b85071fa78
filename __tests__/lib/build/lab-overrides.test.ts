/** @jest-environment node */
import { labToSrgb255, sameAsHex, withoutLabOverrides } from '@/lib/build/lab-overrides';

/** Pairs Tailwind 4.3's build wrote (hex fallback, lab() override) for its palette. */
const tailwind: [string, string][] = [
  ['#f8fafc', 'lab(98.1434% -.369519 -1.05966)'], // slate-50
  ['#e2e8f0', 'lab(91.7353% -.998765 -4.76968)'], // slate-200
  ['#45556c', 'lab(35.5623% -1.74978 -15.4316)'], // slate-600
  ['#0f172b', 'lab(7.78673% 1.82345 -15.0537)'], // slate-900
];

describe('labToSrgb255', () => {
  it('converts as CSS Color 4 does: white, black and the grey halfway (rgb(50% 50% 50%) is lab(53.39% 0 0))', () => {
    expect(labToSrgb255(100, 0, 0).map(Math.round)).toEqual([255, 255, 255]);
    expect(labToSrgb255(0, 0, 0).map(Math.round)).toEqual([0, 0, 0]);
    for (const channel of labToSrgb255(53.3889, 0, 0)) expect(channel).toBeCloseTo(127.5, 2);
  });
});

describe('sameAsHex', () => {
  it('matches the fallbacks Tailwind wrote for colours inside the sRGB gamut', () => {
    for (const [hex, lab] of tailwind) expect(sameAsHex(lab, hex)).toBe(true);
  });
  it('refuses another colour, a colour outside the gamut, and a channel too near a rounding boundary', () => {
    expect(sameAsHex('lab(98.1434% -.369519 -1.05966)', '#f8fafd')).toBe(false);
    // amber-50: red at 255.16, a fraction outside the gamut; Chromium's gamut mapping drew its edges a step apart.
    expect(sameAsHex('lab(98.6252% -.635922 8.42309)', '#fffbeb')).toBe(false);
    // red-600: its fallback is the gamut-mapped #e40014; lab() draws a wider red on wide-gamut screens.
    expect(sameAsHex('lab(48.4493% 77.4328 61.5452)', '#e40014')).toBe(false);
    // red-900 (#82181a): its green channel is 23.544, too near 23.5 to be sure.
    expect(sameAsHex('lab(28.5139% 44.5539 29.0463)', '#82181a')).toBe(false);
    // A grey whose channels land at 127.5: two renderers may round it apart.
    const half = [50, 60].map((lightness) => labToSrgb255(lightness, 0, 0)[0]);
    expect(half[0]).toBeLessThan(127.5);
    expect(half[1]).toBeGreaterThan(127.5);
    let low = 50;
    let high = 60;
    for (let step = 0; step < 60; step += 1) {
      const middle = (low + high) / 2;
      if (labToSrgb255(middle, 0, 0)[0] < 127.5) low = middle;
      else high = middle;
    }
    expect(sameAsHex(`lab(${low}% 0 0)`, '#808080')).toBe(false);
    expect(sameAsHex(`lab(${low}% 0 0)`, '#7f7f7f')).toBe(false);
    expect(sameAsHex('oklch(98% 0 0)', '#f8fafc')).toBe(false);
  });
});

describe('withoutLabOverrides', () => {
  it('drops the lab() overrides that draw as their :root hex, and the blocks they leave empty', () => {
    const css =
      '@layer theme{:root{--color-slate-50:#f8fafc;--color-red-600:#e40014;--color-brand:#173766}' +
      '@supports (color:lab(0% 0 0)){:root{--color-slate-50:lab(98.1434% -.369519 -1.05966);--color-red-600:lab(48.4493% 77.4328 61.5452)}}}' +
      '@supports (color:lab(0% 0 0)){:root{--color-slate-200:lab(91.7353% -.998765 -4.76968)}}';
    expect(withoutLabOverrides(css)).toBe(
      '@layer theme{:root{--color-slate-50:#f8fafc;--color-red-600:#e40014;--color-brand:#173766}' +
        '@supports (color:lab(0% 0 0)){:root{--color-red-600:lab(48.4493% 77.4328 61.5452)}}}' +
        // No hex to fall back on: kept.
        '@supports (color:lab(0% 0 0)){:root{--color-slate-200:lab(91.7353% -.998765 -4.76968)}}',
    );
    const all =
      '@layer theme{:root{--a:#f8fafc}@supports (color:lab(0% 0 0)){:root{--a:lab(98.1434% -.369519 -1.05966)}}}';
    expect(withoutLabOverrides(all)).toBe('@layer theme{:root{--a:#f8fafc}}');
  });

  it('leaves other @supports blocks and rules alone', () => {
    const css =
      ':root{--a:#f8fafc}@supports (color:color-mix(in lab, red, red)){.x{color:color-mix(in oklab, var(--a) 10%, transparent)}}' +
      '@supports (color:lab(0% 0 0)){.y{--a:lab(98.1434% -.369519 -1.05966)}}';
    expect(withoutLabOverrides(css)).toBe(css);
  });
});
