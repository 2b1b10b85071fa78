/** @jest-environment node */
import { PDFDocument } from 'pdf-lib';
import { checkPdf } from '@/lib/uploads/pdf';

async function validPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([612, 792]).drawText('Statement, November');
  document.addPage([612, 792]);
  return document.save();
}

/** A minimal PDF whose trailer names an encryption dictionary, as a password-protected file has. */
function encryptedPdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    '4 0 obj << /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) >> endobj',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer << /Size 5 /Root 1 0 R /Encrypt 4 0 R /ID [<00> <00>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('checkPdf', () => {
  it('passes a valid PDF and leaves its bytes unchanged', async () => {
    const bytes = await validPdf();
    const copy = Buffer.from(bytes);
    expect(await checkPdf('statement.pdf', bytes)).toEqual({ ok: true, pages: 2 });
    expect(Buffer.from(bytes).equals(copy)).toBe(true);
  });

  it('refuses a password-protected PDF, saying what to do', async () => {
    const result = await checkPdf('locked.pdf', encryptedPdf());
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('"locked.pdf" is password-protected'),
      problem: { code: 'pdfPassword', file: 'locked.pdf' },
    });
  });

  it('refuses a broken PDF, saying what to do', async () => {
    const result = await checkPdf('cut.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Cat'));
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('Download the statement again'),
      problem: { code: 'pdfUnreadable', file: 'cut.pdf' },
    });
  });
});
