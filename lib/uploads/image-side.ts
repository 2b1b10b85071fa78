/**
 * The long side, in pixels, a photo is kept at. The server scales every
 * image down to it when it re-encodes one (images.ts, through limits.ts),
 * and the form's script scales a photo down to it before sending
 * (components/forms/downscale-photo.ts), so a phone never sends more
 * pixels than are kept. No `server-only` here: the browser's code reads it.
 */
export const MAX_IMAGE_SIDE = 2400;
