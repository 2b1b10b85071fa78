/** Writes the icon sprite, public/icons.svg (see scripts/support/icon-sprite.ts). */
import fs from 'node:fs';
import { buildIconSprite, ICON_SPRITE_OUTPUT } from './support/icon-sprite';

const sprite = buildIconSprite();
fs.writeFileSync(ICON_SPRITE_OUTPUT, sprite);
console.log(`${ICON_SPRITE_OUTPUT}: ${(Buffer.byteLength(sprite) / 1024).toFixed(1)} KB`);
