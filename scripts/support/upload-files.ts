import { createHash, randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/**
 * Statement files for the scripts that post uploads (the fault test, the
 * contact benchmark), made here rather than kept as fixtures: a real PDF of
 * an exact size and a photo of a paper statement, and the multipart body a
 * browser would send with them.
 */

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A one-page statement PDF (pdf-lib) of exactly `size` bytes: the page's
 * text, and an uncompressed stream of `fill` bytes (random by default, as
 * the image data of a scanned statement) sized so the file comes out at
 * `size`. The server opens it with pdf-lib and keeps its bytes as sent.
 */
export async function statementPdf(
  size: number,
  options: { title?: string; fill?: (length: number) => Buffer } = {},
): Promise<Buffer> {
  const fill = options.fill ?? ((length: number) => randomBytes(length));
  const build = async (padding: number) => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    const page = document.addPage([612, 792]);
    const lines = [
      options.title ?? 'Merchant statement',
      'Card volume this month: $40,000.00',
      'Processing fees: $1,360.00 (effective rate 3.4%)',
    ];
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 720 - 24 * i, size: 14, font }));
    document.context.register(document.context.stream(fill(Math.max(0, padding))));
    return Buffer.from(await document.save({ useObjectStreams: false }));
  };
  // The stream's /Length grows by a digit now and then: a few rounds settle on the exact size.
  let padding = size - (await build(0)).length;
  for (let round = 0; round < 5; round++) {
    const pdf = await build(padding);
    if (pdf.length === size) return pdf;
    padding += size - pdf.length;
  }
  throw new Error(`could not make a PDF of exactly ${size} bytes`);
}

/**
 * A photo of a paper statement (a JPEG of some tens of KB): grey bars for
 * the lines of text, so no font is needed. The server re-encodes it.
 */
export function statementPhoto(): Promise<Buffer> {
  const lines = Array.from({ length: 24 }, (_, i) => {
    const width = 240 + ((i * 137) % 300);
    return `<rect x="60" y="${140 + i * 32}" width="${width}" height="12" fill="#555"/><rect x="${width + 90}" y="${140 + i * 32}" width="90" height="12" fill="#333"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="960">
    <rect width="720" height="960" fill="#f4f1ea"/>
    <rect x="60" y="70" width="420" height="28" fill="#111"/>
    ${lines}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * A `multipart/form-data` body, as a browser sends the contact form with
 * files: the text fields (repeated names for a checkbox group), then each
 * file in the `files` field. Returned whole, so a caller may send only a part.
 */
export function multipartBody(
  fields: readonly (readonly [string, string])[],
  files: readonly UploadFile[],
  boundary = `----statement${randomBytes(12).toString('hex')}`,
): { contentType: string; body: Buffer } {
  const parts: Buffer[] = [];
  for (const [name, value] of fields)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}
