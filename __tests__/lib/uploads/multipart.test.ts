/** @jest-environment node */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readMultipart } from '@/lib/uploads/multipart';
import { closeAll } from '@/lib/uploads/staging';
import { multipartBody } from '@/scripts/support/upload-files';
import { openStagedFiles } from '../../support/staged-files';

/**
 * The multipart reader streams each file to an unlinked staging file while
 * it counts the limits: a refusal answers 413 naming the limit, and nothing
 * of the request stays behind, neither a name in the staging folder nor an
 * open descriptor.
 */

const limits = { maxFiles: 5, maxFileBytes: 64 * 1024, maxTotalBytes: 100 * 1024 };
let dir: string;
let stagingDir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'multipart-test-'));
  stagingDir = path.join(dir, 'staging');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A request whose body arrives in small chunks, as from a network, so limits are met part-way through. */
function post(files: { name: string; bytes: Buffer }[], fields: [string, string][] = [['name', 'Ana']]) {
  const { contentType, body } = multipartBody(
    fields,
    files.map((file) => ({ ...file, type: 'application/pdf' })),
  );
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(at, at + 8192)));
      at += 8192;
    },
  });
  return new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

const read = (request: Request) =>
  readMultipart(request, limits, { arrayFields: [], maxFieldBytes: 32 * 1024, stagingDir });

describe('readMultipart', () => {
  it('stages each file on disk, in order, with its bytes, and leaves no name in the staging folder', async () => {
    const first = Buffer.alloc(40 * 1024, 0x61);
    const second = Buffer.alloc(30 * 1024, 0x62);
    const result = await read(
      post([
        { name: 'a.pdf', bytes: first },
        { name: 'b.pdf', bytes: second },
      ]),
    );
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    expect(result.fields).toEqual({ name: 'Ana' });
    expect(result.files.map((file) => [file.name, file.file.size])).toEqual([
      ['a.pdf', first.length],
      ['b.pdf', second.length],
    ]);
    expect(Buffer.compare(await result.files[0]!.file.readAll(), first)).toBe(0);
    expect(Buffer.compare(await result.files[1]!.file.readAll(), second)).toBe(0);
    // Unlinked as soon as opened: the bytes live only through the open descriptor.
    expect(await readdir(stagingDir)).toEqual([]);
    expect(openStagedFiles(stagingDir)).toHaveLength(2);
    await closeAll(result.files.map((file) => file.file));
    expect(openStagedFiles(stagingDir)).toEqual([]);
  });

  it('413 naming the file and the limit as soon as one file passes it; nothing staged stays open', async () => {
    const result = await read(post([{ name: 'scan.pdf', bytes: Buffer.alloc(limits.maxFileBytes + 1, 0x20) }]));
    expect(result).toMatchObject({
      ok: false,
      status: 413,
      message: expect.stringMatching(/"scan\.pdf" is larger than the 0\.1 MB allowed for one file/),
      problem: { code: 'fileTooLarge', file: 'scan.pdf' },
    });
    expect(openStagedFiles(stagingDir)).toEqual([]);
    expect(await readdir(stagingDir)).toEqual([]);
  });

  it('413 naming the file that goes over the total; the files before it are freed too', async () => {
    const file = Buffer.alloc(60 * 1024, 0x20);
    const result = await read(
      post([
        { name: 'one.pdf', bytes: file },
        { name: 'two.pdf', bytes: file },
      ]),
    );
    expect(result).toMatchObject({ ok: false, status: 413, problem: { code: 'fileOverTotal', file: 'two.pdf' } });
    expect(openStagedFiles(stagingDir)).toEqual([]);
  });

  it('413 for one file too many; nothing staged stays open', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.pdf`, bytes: Buffer.alloc(1024, 0x20) }));
    const result = await read(post(files));
    expect(result).toMatchObject({ ok: false, status: 413, problem: { code: 'tooManyFiles' } });
    expect(openStagedFiles(stagingDir)).toEqual([]);
  });

  it('says the bytes could not be staged (for a 503 or 500) when the staging folder cannot be made', async () => {
    // A file where the folder should be: mkdir fails as on a read-only or broken disk.
    await writeFile(stagingDir, 'not a folder');
    const result = await read(post([{ name: 'a.pdf', bytes: Buffer.alloc(1024, 0x20) }]));
    expect(result).toMatchObject({
      ok: false,
      status: 'unstored',
      error: expect.objectContaining({ syscall: 'mkdir' }),
    });
  });
});
