import { MAX_IMAGE_SIDE } from '@/lib/uploads/image-side';

/**
 * Photos are scaled down in the browser before they are sent: a phone's
 * 12-megapixel photo of a statement is several megabytes, and the server
 * keeps no more than a long side of MAX_IMAGE_SIDE pixels anyway (it re-encodes
 * every image, lib/uploads/images.ts). JPEG, PNG and WebP larger than that
 * are drawn on a canvas at the server's size and sent as JPEG; anything
 * else (PDF, HEIC, which browsers other than Safari cannot decode) goes as
 * chosen, and so does a photo the browser fails to decode: the server
 * decides.
 */

const redrawable = /^image\/(jpeg|png|webp)$/;

/** The size a photo is redrawn at, or null when it goes as it is. */
export function downscaleSize(
  type: string,
  width: number,
  height: number,
  maxSide: number = MAX_IMAGE_SIDE,
): { width: number; height: number } | null {
  if (!redrawable.test(type)) return null;
  const long = Math.max(width, height);
  if (long <= maxSide) return null;
  const scale = maxSide / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The photo redrawn at most `maxSide` pixels long as a JPEG named `….jpg`, or the file itself. */
export async function downscalePhoto(file: File, maxSide: number = MAX_IMAGE_SIDE): Promise<File> {
  if (!redrawable.test(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = downscaleSize(file.type, bitmap.width, bitmap.height, maxSide);
    if (!size) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a PNG's transparent parts become white, as on paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    if (!blob || blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
