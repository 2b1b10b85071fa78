/**
 * Where the memory of one photo re-encoded by sharp goes (lib/uploads/images.ts),
 * without a server: `npx tsx scripts/sharp-memory.ts`. Makes the photo
 * `npm run bench:uploads` sends (gaussian noise at JPEG quality 95, about
 * 9 MB: 3638 x 2729, 9.9 megapixels), then runs each variant of the
 * pipeline in a fresh Node process and prints the rise of its resident
 * memory's high-water mark (VmHWM, kept by the kernel: no sampling, no
 * timer) over its RSS before the photo, and for the same pipeline ten times
 * in one process (each photo read afresh, as uploads are: into a buffer, or
 * by sharp from its path as the server does), the RSS left after the tenth.
 *
 * Linux only (/proc/self/status).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const child = `
const fs = require('node:fs');
const sharp = require(process.env.SHARP);
sharp.cache(false);
const mb = (key) => Number(new RegExp('^' + key + ':\\\\s+(\\\\d+)', 'm').exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
const v = JSON.parse(process.env.VARIANT);
if (v.threads) sharp.concurrency(v.threads);
(async () => {
  await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer();
  const photo = fs.readFileSync(process.env.PHOTO);
  const before = mb('VmRSS');
  for (let i = 0; i < v.times; i++) {
    // As the server reads each upload: a new buffer of the file each time, or sharp reading it by path.
    const input = v.byPath ? process.env.PHOTO : v.times > 1 ? fs.readFileSync(process.env.PHOTO) : photo;
    let image = sharp(input, { limitInputPixels: 50000000, failOn: 'error', sequentialRead: v.sequentialRead });
    if (v.rotate) image = image.rotate();
    if (v.side) image = image.resize({ width: v.side, height: v.side, fit: 'inside', withoutEnlargement: true });
    await (v.raw ? image.raw() : image.jpeg({ quality: 85, optimiseCoding: v.optimiseCoding })).toBuffer();
  }
  console.log(JSON.stringify({ peak: mb('VmHWM') - before, left: mb('VmRSS') - before }));
})();
`;

interface Variant {
  label: string;
  rotate?: boolean;
  side?: number;
  raw?: boolean;
  optimiseCoding?: boolean;
  sequentialRead?: boolean;
  threads?: number;
  times?: number;
  byPath?: boolean;
  env?: Record<string, string>;
}

const asServed = { rotate: true, side: 2400, optimiseCoding: false, sequentialRead: true };
const variants: Variant[] = [
  { label: 'as served: rotate, resize to 2400, JPEG q85', ...asServed },
  { label: "with optimiseCoding (sharp's default)", ...asServed, optimiseCoding: true },
  { label: 'without rotate()', ...asServed, rotate: false },
  { label: 'random access (sequentialRead: false)', ...asServed, sequentialRead: false },
  { label: 'one libvips thread (sharp.concurrency(1))', ...asServed, threads: 1 },
  { label: 'MALLOC_ARENA_MAX=2', ...asServed, env: { MALLOC_ARENA_MAX: '2' } },
  { label: 'decode and resize only (raw out)', ...asServed, raw: true },
  { label: 'resize to 1200 (shrink-on-load by 2)', ...asServed, side: 1200 },
  { label: 'as served, 10 photos in one process', ...asServed, times: 10 },
  { label: '10 photos, MALLOC_ARENA_MAX=2', ...asServed, times: 10, env: { MALLOC_ARENA_MAX: '2' } },
  { label: '10 photos read by path', ...asServed, times: 10, byPath: true },
  {
    label: '10 by path, MALLOC_ARENA_MAX=2 (the server)',
    ...asServed,
    times: 10,
    byPath: true,
    env: { MALLOC_ARENA_MAX: '2' },
  },
  {
    label: '10 photos, MALLOC_MMAP_THRESHOLD_=131072',
    ...asServed,
    times: 10,
    env: { MALLOC_MMAP_THRESHOLD_: '131072' },
  },
  { label: '10 photos, with optimiseCoding', ...asServed, optimiseCoding: true, times: 10 },
];

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sharp-memory-'));
  try {
    const photo = path.join(dir, 'photo.jpg');
    const bytes = await sharp({
      create: {
        width: 3638,
        height: 2729,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    await writeFile(photo, bytes);
    console.log(`photo: 3638 x 2729, ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);
    for (const variant of variants) {
      const run = spawnSync(process.execPath, ['-e', child], {
        encoding: 'utf8',
        env: {
          ...process.env,
          ...variant.env,
          SHARP: require.resolve('sharp'),
          PHOTO: photo,
          VARIANT: JSON.stringify({ ...variant, times: variant.times ?? 1 }),
        },
      });
      if (run.status !== 0) throw new Error(`${variant.label}: ${run.stderr}`);
      const { peak, left } = JSON.parse(run.stdout) as { peak: number; left: number };
      console.log(
        `${variant.label.padEnd(44)} peak +${peak.toFixed(0).padStart(3)} MB, left +${left.toFixed(0).padStart(3)} MB`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

void main();
