/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { decodeHeic, heicMemoryLimits } from '@/lib/uploads/heic';
import { reencodeImage } from '@/lib/uploads/images';
import { createStagedFile } from '@/lib/uploads/staging';

const LIMITS = { maxImageSide: 1000, maxInputPixels: 50_000_000 };

/** A JPEG carrying EXIF with a GPS position, as a phone writes it. */
async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Secret Model' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .toBuffer();
}

/**
 * A valid PNG of one colour, 1-bit grey, width x height: 64 million pixels
 * (256 MB as RGBA) for 8000 x 8000 in about 8 KB, written by hand because
 * sharp itself (rightly) refuses to make one over its pixel limit. Over
 * LIMITS' 50 million, and small enough to compress in tens of milliseconds:
 * deflating a 30000 x 30000 one took 0.6 s of the test's time on its own.
 */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter byte 0 and width/8 bytes of zeros.
  const raw = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('reencodeImage', () => {
  it('removes EXIF and GPS from a JPEG and caps the long side', async () => {
    const input = await jpegWithGps(1600, 1200);
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from('Secret Model'))).toBe(true);
    expect(input.includes(Buffer.from('Secret Model'))).toBe(true);

    const result = await reencodeImage('photo.jpg', input, 'jpeg', LIMITS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.mime).toBe('image/jpeg');
    const after = await sharp(result.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(result.bytes.includes(Buffer.from('Secret Model'))).toBe(false);
    expect(Math.max(after.width!, after.height!)).toBe(1000);
  });

  it('reads a photo from its staged file by path (no copy of it in memory), the staged file unnamed and still whole', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'images-staged-'));
    const staged = await createStagedFile(dir);
    try {
      const input = await jpegWithGps(1600, 1200);
      await staged.write(input);
      // Unlinked when opened: the path is the descriptor's, not a name in the folder.
      expect(readdirSync(dir)).toEqual([]);
      const where = staged.path();
      expect(where).toMatch(/^\/proc\/self\/fd\/\d+$/);
      const result = await reencodeImage('photo.jpg', where!, 'jpeg', LIMITS);
      expect(result).toMatchObject({ ok: true, mime: 'image/jpeg' });
      if (!result.ok) return;
      expect(result.bytes.includes(Buffer.from('Secret Model'))).toBe(false);
      const after = await sharp(result.bytes).metadata();
      expect(after).toMatchObject({ width: 1000, height: 750 });
      expect(after.exif).toBeUndefined();
      // Read from its own position: the staged file is still all there for the store.
      expect((await staged.readAll()).equals(input)).toBe(true);
    } finally {
      await staged.close();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(staged.path()).toBeUndefined();
  });

  it('refuses a decompression-bomb PNG before decoding it', async () => {
    const bomb = bombPng(8000, 8000);
    expect(bomb.length).toBeLessThan(16 * 1024);
    const result = await reencodeImage('bomb.png', bomb, 'png', LIMITS);
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('"bomb.png"'),
      problem: { code: 'imageTooLarge', file: 'bomb.png', max: '50,000,000' },
    });
    if (!result.ok) expect(result.message).toContain('larger than 50,000,000 pixels');
  });

  it('refuses a damaged image with a message', async () => {
    const good = await jpegWithGps(64, 64);
    const broken = good.subarray(0, 200);
    const result = await reencodeImage('cut.jpg', broken, 'jpeg', LIMITS);
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('could not be read'),
      problem: { code: 'imageUnreadable', file: 'cut.jpg' },
    });
  });

  describe('HEIC', () => {
    /** A 320 x 240 iPhone-style HEIC with EXIF and GPS (its provenance: __tests__/fixtures/README.md). */
    const heic = readFileSync(path.join(__dirname, '../../fixtures/statement-photo.heic'));

    /** The same file with the image size its header declares (the `ispe` property) set to width x height. */
    function withDeclaredSize(width: number, height: number): Buffer {
      const bomb = Buffer.from(heic);
      const at = bomb.indexOf('ispe');
      expect(at).toBeGreaterThan(0);
      expect([bomb.readUInt32BE(at + 8), bomb.readUInt32BE(at + 12)]).toEqual([320, 240]);
      bomb.writeUInt32BE(width, at + 8);
      bomb.writeUInt32BE(height, at + 12);
      return bomb;
    }

    it('turns a HEIC photo into a JPEG without its EXIF or GPS, the long side capped', async () => {
      expect(heic.includes(Buffer.from('Secret Model'))).toBe(true);
      const result = await reencodeImage('IMG_0001.HEIC', heic, 'heic', { ...LIMITS, maxImageSide: 200 });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.mime).toBe('image/jpeg');
      const after = await sharp(result.bytes).metadata();
      expect([after.format, after.width, after.height]).toEqual(['jpeg', 200, 150]);
      expect(after.exif).toBeUndefined();
      expect(result.bytes.includes(Buffer.from('Secret Model'))).toBe(false);
      // The pixels are the photo's: its red band along the bottom, its pale paper above.
      const { data } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
      const [r, g, b] = pixel(100, 140);
      expect(r! - Math.max(g!, b!)).toBeGreaterThan(80);
      expect(Math.min(...pixel(180, 110))).toBeGreaterThan(200);
    });

    it('refuses a HEIC whose header declares more pixels than the limit, before decoding it', async () => {
      // 400 million pixels declared: RGBA of 1.6 GB, which a decode would try to allocate.
      const result = await reencodeImage('bomb.heic', withDeclaredSize(20_000, 20_000), 'heic', LIMITS);
      expect(result).toEqual({
        ok: false,
        message: expect.stringContaining('larger than 50,000,000 pixels'),
        problem: { code: 'imageTooLarge', file: 'bomb.heic', max: '50,000,000' },
      });
    });

    it('says what to do with a HEIC the decoder cannot read', async () => {
      // The file's header (a HEIC to file-type.ts), then damage.
      const damaged = Buffer.concat([heic.subarray(0, 40), Buffer.alloc(400, 0x41)]);
      for (const bytes of [damaged, Buffer.alloc(16)]) {
        const result = await reencodeImage('IMG_0002.HEIC', bytes, 'heic', LIMITS);
        expect(result).toEqual({
          ok: false,
          message: expect.stringContaining('Most Compatible'),
          problem: { code: 'heic', file: 'IMG_0002.HEIC' },
        });
      }
    });

    it('gives up on a decode that outlasts its time bound, and the worker goes with it', async () => {
      // A bound of 0 ms ends before a new thread can even load the decoder.
      const result = await decodeHeic(heic, LIMITS.maxInputPixels, 0);
      expect(result).toEqual({ ok: false, reason: 'unreadable', error: 'decoder took longer than 0 ms' });
      const after = await decodeHeic(heic, LIMITS.maxInputPixels);
      expect(after).toMatchObject({ ok: true, width: 320, height: 240 });
    });

    describe('a decoder that needs more memory than it may have', () => {
      /** A plain 4032 x 3024 HEIC (12 megapixels, an iPhone photo's size) of 3 KB (__tests__/fixtures/README.md). */
      const large = readFileSync(path.join(__dirname, '../../fixtures/plain-12mp.heic'));
      const refusal = {
        ok: false,
        problem: { code: 'heic', file: 'IMG_4032.HEIC' },
        message: expect.stringContaining('"IMG_4032.HEIC" is a HEIC photo, which this site cannot open'),
      };

      it('is refused past its WebAssembly memory cap (libheif needs about 97 MB for this photo), and the next decode works', async () => {
        const capped = { ...LIMITS, heicMemory: { ...heicMemoryLimits(LIMITS.maxInputPixels), maxWasmMb: 40 } };
        expect(await reencodeImage('IMG_4032.HEIC', large, 'heic', capped)).toEqual(refusal);
        // The same limits let a photo through that fits them; the default ones, the large photo.
        expect(await reencodeImage('IMG_0001.HEIC', heic, 'heic', capped)).toMatchObject({ ok: true });
        const result = await reencodeImage('IMG_4032.HEIC', large, 'heic', LIMITS);
        expect(result).toMatchObject({ ok: true, mime: 'image/jpeg' });
        if (result.ok) expect(await sharp(result.bytes).metadata()).toMatchObject({ width: 1000, height: 750 });
        // Three decodes, one of 12 megapixels, each in a new thread: seconds on a busy machine.
      }, 60_000);

      it('is refused when its worker runs out of V8 heap (ERR_WORKER_OUT_OF_MEMORY), and the next decode works', async () => {
        const tiny = { maxOldGenerationSizeMb: 2, maxYoungGenerationSizeMb: 1, maxWasmMb: 1024 };
        const died = await decodeHeic(heic, LIMITS.maxInputPixels, undefined, tiny);
        expect(died).toMatchObject({ ok: false, reason: 'unreadable', error: expect.stringMatching(/memory limit/) });
        expect(await reencodeImage('IMG_4032.HEIC', large, 'heic', { ...LIMITS, heicMemory: tiny })).toEqual(refusal);
        expect(await decodeHeic(heic, LIMITS.maxInputPixels)).toMatchObject({ ok: true, width: 320, height: 240 });
      });

      it("allows every photo the pixel limit lets through: 8 bytes a pixel over the decoder's 16 MB start", () => {
        expect(heicMemoryLimits(50_000_000).maxWasmMb).toBe(16 + 382);
        expect(heicMemoryLimits(4032 * 3024).maxWasmMb).toBeGreaterThan(97);
      });
    });

    it('decodes each HEIC in a worker thread that is gone once the photo is re-encoded', async () => {
      const threads = () => readdirSync('/proc/self/task').length;
      // sharp's and libuv's own threads start on first use.
      await reencodeImage('warm.heic', heic, 'heic', LIMITS);
      const before = threads();
      // One decode is enough to see its thread go: each decode loads the WebAssembly decoder
      // anew, so more of them would only make the test slower on a busy machine.
      const result = await reencodeImage('IMG_0001.HEIC', heic, 'heic', LIMITS);
      expect(result.ok).toBe(true);
      expect(threads()).toBe(before);
    });
  });
});
