import 'server-only';
import type { RefusedKind, UploadProblem } from './problems';

/** The kinds of file a statement upload accepts. */
export type UploadKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'heic';

export type FileTypeResult =
  { ok: true; kind: UploadKind; mime: string } | { ok: false; message: string; problem: UploadProblem };

const MIME: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};

/** HEIF brands (ISO/IEC 23008-12) of HEIC and HEIF still images from phones. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

function startsWith(bytes: Uint8Array, magic: number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  return magic.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return Buffer.from(bytes.subarray(from, to)).toString('latin1');
}

/**
 * The kind of a file by its first bytes only: the name and the Content-Type
 * the browser sends are the visitor's to choose, the bytes are what a reader
 * will open. A table of five signatures rather than the `file-type` package:
 * that package is ES modules only (Jest here runs CommonJS) and would
 * recognise hundreds of kinds only to refuse all but these five.
 */
export function sniffKind(bytes: Uint8Array): UploadKind | undefined {
  // PDF readers accept the header anywhere in the first 1024 bytes; the
  // files this site takes start with it, and a stricter check refuses
  // polyglots that begin as something else.
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return undefined;
}

/** What a refused file looks like, for the message to the visitor (in English, and as a kind to word in another language). */
function describe(bytes: Uint8Array): { kind: RefusedKind; english: string } {
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return { kind: 'program', english: 'a program (ELF executable)' };
  if (startsWith(bytes, [0x4d, 0x5a])) return { kind: 'program', english: 'a program (Windows executable)' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { kind: 'archive', english: 'a ZIP archive' };
  const head = ascii(bytes, 0, 512).trimStart().toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<'))
    return { kind: 'markup', english: 'a web page or markup' };
  if (bytes.length === 0) return { kind: 'empty', english: 'empty' };
  return { kind: 'other', english: 'not a PDF, JPEG, PNG, WebP or HEIC file' };
}

/** Decides whether a file is of an accepted kind, by content, naming the file when not. */
export function checkFileType(name: string, bytes: Uint8Array): FileTypeResult {
  const kind = sniffKind(bytes);
  if (kind) return { ok: true, kind, mime: MIME[kind] };
  const { kind: refused, english } = describe(bytes);
  return {
    ok: false,
    message: `"${name}" was not accepted: its content is ${english}. Upload a PDF or a photo (JPEG, PNG, WebP or HEIC) of your statement.`,
    problem: { code: 'wrongType', file: name, kind: refused },
  };
}
