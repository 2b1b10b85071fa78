import 'server-only';
import { MAX_IMAGE_SIDE } from './image-side';

/**
 * The defaults for what one statement upload may hold. Each is a setting so
 * the endpoint that reads uploads can pass its own; these are the values it
 * starts from.
 */
export const UPLOAD_LIMITS = {
  /** Files in one upload. */
  maxFiles: 5,
  /** Bytes in one file. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Bytes in all files of one upload together. */
  maxTotalBytes: 20 * 1024 * 1024,
  /** The long side, in pixels, an image is scaled down to when re-encoded. */
  maxImageSide: MAX_IMAGE_SIDE,
  /**
   * The pixels an image may declare before it is decoded: a statement photo
   * is far below this, a decompression bomb (a huge image of one colour,
   * small on disk) far above, and it is refused before any pixel is decoded.
   */
  maxInputPixels: 50_000_000,
} as const;

export type UploadLimits = { [K in keyof typeof UPLOAD_LIMITS]: number };
