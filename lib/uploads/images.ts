import 'server-only';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { decodeHeic, type HeicMemoryLimits } from './heic';
import { UPLOAD_LIMITS } from './limits';
import type { UploadProblem } from './problems';

// libvips keeps the results of recent operations (50 MB by default) in case
// the same image is asked for again; every upload is a new image, so the
// cache would only hold memory that the uploads' budget counts.
sharp.cache(false);
// One libvips thread per image: photos are re-encoded one at a time (gate.ts) and each
// thread holds its own buffers. sharp already picks 1 on glibc Linux without jemalloc
// (these machines: scripts/sharp-memory.ts measures no change), but the number of cores
// on others (musl, macOS); set here so it holds wherever the server runs.
sharp.concurrency(1);

export interface ImageLimits {
  maxImageSide: number;
  maxInputPixels: number;
  /** What a HEIC decoder may hold (heic.ts); by default what maxInputPixels needs. */
  heicMemory?: HeicMemoryLimits;
}

export type ImageResult =
  | { ok: true; bytes: Buffer; mime: 'image/jpeg' | 'image/png' | 'image/webp' }
  | { ok: false; message: string; problem: UploadProblem };

/**
 * Whether this sharp build can read HEIC itself. The prebuilt sharp binaries
 * carry libheif for AVIF only (HEVC decoding is patent-encumbered), so
 * `sharp.format.heif.input.fileSuffix` lists '.avif' and a phone's HEIC is
 * decoded by heic.ts instead; a sharp built against a libheif with HEVC
 * (a global libvips) reads it directly.
 */
export function canDecodeHeic(): boolean {
  const suffixes = (sharp.format.heif.input as { fileSuffix?: string[] }).fileSuffix ?? [];
  return suffixes.includes('.heic');
}

/**
 * The input sharp reads: the file (its bytes or its path), or for a HEIC this sharp cannot
 * read, the pixels heic.ts decoded (orientation applied by libheif, and no
 * metadata: raw pixels carry none). Null with the refusal otherwise.
 */
async function sharpInput(
  name: string,
  input: Uint8Array | string,
  kind: 'jpeg' | 'png' | 'webp' | 'heic',
  limits: ImageLimits,
): Promise<{ ok: true; image: ReturnType<typeof sharp> } | Extract<ImageResult, { ok: false }>> {
  const options = { limitInputPixels: limits.maxInputPixels, failOn: 'error' } as const;
  if (kind !== 'heic' || canDecodeHeic()) return { ok: true, image: sharp(input, options) };
  const bytes = typeof input === 'string' ? await readFile(input) : input;
  const decoded = await decodeHeic(bytes, limits.maxInputPixels, undefined, limits.heicMemory);
  if (decoded.ok)
    return {
      ok: true,
      image: sharp(decoded.data, { ...options, raw: { width: decoded.width, height: decoded.height, channels: 4 } }),
    };
  if (decoded.reason === 'tooLarge') return tooLarge(name, limits.maxInputPixels);
  return {
    ok: false,
    message: `"${name}" is a HEIC photo, which this site cannot open. Set your phone's camera to "Most Compatible" (JPEG) or export the photo as JPEG, and upload it again.`,
    problem: { code: 'heic', file: name },
  };
}

function tooLarge(name: string, maxInputPixels: number): Extract<ImageResult, { ok: false }> {
  return {
    ok: false,
    message: `"${name}" was not accepted: the image is larger than ${maxInputPixels.toLocaleString('en-US')} pixels. Upload a smaller photo or a PDF.`,
    problem: { code: 'imageTooLarge', file: name, max: maxInputPixels.toLocaleString('en-US') },
  };
}

/**
 * Re-encodes an accepted image so what is kept is pixels only (a HEIC
 * becomes a JPEG): sharp writes
 * no EXIF, GPS, XMP or ICC data unless asked (`withMetadata` is never
 * called), the orientation the camera recorded is applied first so nothing
 * turns sideways, and the long side is capped. `limitInputPixels` makes sharp
 * refuse an image whose header declares more pixels before decoding any.
 */
export async function reencodeImage(
  name: string,
  /** The file's bytes, or a path sharp reads it from (a staged file's, lib/uploads/staging.ts). */
  bytes: Uint8Array | string,
  kind: 'jpeg' | 'png' | 'webp' | 'heic',
  limits: ImageLimits = UPLOAD_LIMITS,
): Promise<ImageResult> {
  try {
    const input = await sharpInput(name, bytes, kind, limits);
    if (!input.ok) return input;
    const image = input.image.rotate().resize({
      width: limits.maxImageSide,
      height: limits.maxImageSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (kind === 'png') return { ok: true, bytes: await image.png().toBuffer(), mime: 'image/png' };
    if (kind === 'webp') return { ok: true, bytes: await image.webp().toBuffer(), mime: 'image/webp' };
    // optimiseCoding (sharp's default) holds the whole encoded image for a second
    // Huffman pass: about 22 MB more at the peak for a 10-megapixel photo, for a
    // file about 5% smaller (scripts/sharp-memory.ts measures it). Memory wins.
    return { ok: true, bytes: await image.jpeg({ quality: 85, optimiseCoding: false }).toBuffer(), mime: 'image/jpeg' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(reason)) return tooLarge(name, limits.maxInputPixels);
    return {
      ok: false,
      message: `"${name}" was not accepted: the image could not be read (it may be damaged). Upload it again or send a PDF.`,
      problem: { code: 'imageUnreadable', file: name },
    };
  }
}
