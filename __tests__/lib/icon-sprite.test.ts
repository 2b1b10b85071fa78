/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { iconNames } from '@/lib/editor/icon-names';
import { iconHref, socialNetworks, spriteIconNames, spriteSymbols, uiIconNames } from '@/lib/icons';
import {
  buildIconSprite,
  ICON_GLYPHS,
  ICON_SPRITE_OUTPUT,
  renderLucide,
  SOCIAL_PATHS,
} from '@/scripts/support/icon-sprite';

const root = path.join(__dirname, '..', '..');
const committed = () => fs.readFileSync(path.join(root, ICON_SPRITE_OUTPUT), 'utf8');

describe('the icon sprite', () => {
  it('is the committed public/icons.svg, regenerated from lucide-react', () => {
    // A mismatch means lib/icons.ts, the glyph table or lucide-react changed: run `npm run icons`.
    expect(committed()).toBe(buildIconSprite());
  });

  it('holds one symbol per name: content icons, interface icons and every social network’s logo', () => {
    const ids = [...committed().matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([...spriteSymbols]);
    expect(new Set(spriteIconNames)).toEqual(new Set([...iconNames, ...uiIconNames]));
    // SOCIAL_PATHS has a logo for each network content may name (the type says so); the sprite draws them all.
    expect([...socialNetworks].sort()).toEqual(Object.keys(SOCIAL_PATHS).sort());
  });

  it('draws each icon with the shapes lucide-react renders inline', () => {
    const sprite = committed();
    for (const name of ['check', 'star-half', 'circle-check', 'refresh'] as const) {
      const symbol = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite)?.[1];
      const inline = renderLucide(ICON_GLYPHS[name]).inner.replace(/><\/\w+>/g, '/>');
      expect(symbol).toBe(inline);
      expect(symbol).toMatch(/^<(path|circle|rect|line|polyline)\b/);
    }
  });

  it('is asked for with the build’s version of the file', () => {
    const saved = process.env.ICONS_VERSION;
    try {
      process.env.ICONS_VERSION = '0123456789';
      expect(iconHref('check')).toBe('/icons.svg?v=0123456789#check');
      delete process.env.ICONS_VERSION;
      expect(iconHref('check')).toBe('/icons.svg#check');
    } finally {
      if (saved === undefined) delete process.env.ICONS_VERSION;
      else process.env.ICONS_VERSION = saved;
    }
  });
});
