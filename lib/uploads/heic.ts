import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * HEIC/HEIF photos (an iPhone's default) decoded to RGBA pixels by libheif
 * compiled to WebAssembly (heic-decode, over libheif-js): the prebuilt
 * sharp has no HEVC decoder (images.ts canDecodeHeic).
 *
 * Each file is decoded in a worker thread of its own, terminated once it
 * has answered: a WebAssembly memory grows and never shrinks, so a decoder
 * kept in the server would hold the peak of the largest photo ever sent
 * for the life of the process. The worker first reads the image's size
 * from the HEIF header (the `ispe` property: no pixel decoded) and answers
 * `tooLarge` above `maxPixels`, so a decompression bomb is refused, not
 * decoded.
 */

export type HeicPixels =
  | { ok: true; width: number; height: number; data: Uint8Array }
  | { ok: false; reason: 'tooLarge'; width: number; height: number }
  | { ok: false; reason: 'unreadable'; error: string };

/**
 * What the worker runs: CommonJS, given the decoder's path, since the server's bundle has no file of its own for it.
 *
 * Its WebAssembly memory is capped before the decoder loads. libheif-js is built
 * with Emscripten, whose module owns its memory (declared in the .wasm, up to
 * 2 GB) and grows it from JavaScript: when malloc runs out, its
 * emscripten_resize_heap calls the memory's grow() and treats an exception as
 * "out of memory". grow() replaced in this thread (a worker has its own
 * globals) refuses past the cap, so libheif's allocation fails and it reports
 * "Memory allocation error": the decode ends with an error, not a crash.
 * That holds for the libheif-js build installed (images.test.ts proves it
 * with a real decode); a build that grew its memory from inside the
 * WebAssembly (the memory.grow instruction) would not pass through here,
 * and that test would fail.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const grow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function (pages) {
  if (this.buffer.byteLength + pages * 65536 > workerData.maxWasmBytes) throw new RangeError('over the decoder memory cap');
  return grow.call(this, pages);
};
const decode = require(workerData.decoder);
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const image = images[0];
    if (!image) throw new Error('no image in the file');
    const { width, height } = image;
    if (width * height > workerData.maxPixels) return parentPort.postMessage({ reason: 'tooLarge', width, height });
    const { data } = await image.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ width, height, data: pixels }, [pixels.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ reason: 'unreadable', error: String((error && error.message) || error) }));
`;

/**
 * heic-decode's entry file, found from the app's folder when first needed
 * (the worker loads it by path; `next build` does not bundle it).
 */
function decoderPath(): string {
  return createRequire(path.join(process.cwd(), 'package.json')).resolve('heic-decode');
}

/**
 * Longest a decode may take. Files are prepared one at a time (gate.ts), so a
 * file that makes libheif loop would otherwise hold every upload behind it;
 * a 12-megapixel photo decodes in about a second.
 */
export const HEIC_DECODE_TIMEOUT_MS = 30_000;

/**
 * What one decoder may hold, so a hostile file cannot grow the server without
 * bound. Two separate bounds, since Node's `resourceLimits` cover the V8 heap
 * only (JavaScript objects: the old and young generations, compiled code, the
 * stack; a worker over them dies with ERR_WORKER_OUT_OF_MEMORY). A
 * WebAssembly memory, like any ArrayBuffer, lives outside that heap and is
 * bounded by none of them, nor is the RGBA array the decoder fills; the
 * WebAssembly memory is capped by `maxWasmMb` instead (workerSource above),
 * and the RGBA array is width x height x 4 of a size already checked against
 * the pixel limit.
 */
export interface HeicMemoryLimits {
  /** The worker's V8 heap (resourceLimits.maxOldGenerationSizeMb): the decoder loaded, a 12-megapixel photo decoded, it holds about 8 MB. */
  maxOldGenerationSizeMb: number;
  /** Its young generation (resourceLimits.maxYoungGenerationSizeMb). */
  maxYoungGenerationSizeMb: number;
  /** The decoder's WebAssembly memory: it starts at 16 MB. */
  maxWasmMb: number;
}

/**
 * The limits for photos of up to `maxPixels`: libheif needs about 6.7 bytes
 * a pixel at its peak (a 12-megapixel iPhone photo grows its memory to 97 MB:
 * the decoded planes, then the RGBA copy), so 8 a pixel over its 16 MB start
 * lets every photo the pixel limit accepts through, and no more.
 */
export function heicMemoryLimits(maxPixels: number): HeicMemoryLimits {
  return {
    maxOldGenerationSizeMb: 32,
    maxYoungGenerationSizeMb: 8,
    maxWasmMb: 16 + Math.ceil((maxPixels * 8) / (1024 * 1024)),
  };
}

/** Decodes the primary image of a HEIC/HEIF file to RGBA, in a worker that is gone when this resolves. */
export async function decodeHeic(
  bytes: Uint8Array,
  maxPixels: number,
  timeoutMs = HEIC_DECODE_TIMEOUT_MS,
  memory: HeicMemoryLimits = heicMemoryLimits(maxPixels),
): Promise<HeicPixels> {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { decoder: decoderPath(), bytes, maxPixels, maxWasmBytes: memory.maxWasmMb * 1024 * 1024 },
    resourceLimits: {
      maxOldGenerationSizeMb: memory.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: memory.maxYoungGenerationSizeMb,
    },
    // libheif prints why it could not parse a file; the answer says so already.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<HeicPixels>((resolve) => {
      timer = setTimeout(
        () => resolve({ ok: false, reason: 'unreadable', error: `decoder took longer than ${timeoutMs} ms` }),
        timeoutMs,
      );
      worker.once('message', (message: Record<string, unknown>) => {
        if (message.reason === 'tooLarge')
          resolve({ ok: false, reason: 'tooLarge', width: Number(message.width), height: Number(message.height) });
        else if (message.reason === 'unreadable')
          resolve({ ok: false, reason: 'unreadable', error: String(message.error) });
        else
          resolve({
            ok: true,
            width: Number(message.width),
            height: Number(message.height),
            data: message.data as Uint8Array,
          });
      });
      // A decoder that dies (over its heap limit: ERR_WORKER_OUT_OF_MEMORY) or crashes is an unreadable file, not a server error.
      worker.once('error', (error) => resolve({ ok: false, reason: 'unreadable', error: error.message }));
      worker.once('exit', (code) => resolve({ ok: false, reason: 'unreadable', error: `decoder exited (${code})` }));
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
