import 'server-only';
import { PDFDocument } from 'pdf-lib';
import type { UploadProblem } from './problems';

export type PdfResult = { ok: true; pages: number } | { ok: false; message: string; problem: UploadProblem };

function encrypted(name: string): PdfResult {
  return {
    ok: false,
    message: `"${name}" is password-protected. Open it, save or print it as a PDF without a password, and upload that copy.`,
    problem: { code: 'pdfPassword', file: name },
  };
}

/**
 * Opens a PDF to prove it is one a reader can open, without changing it: the
 * caller keeps the original bytes (re-saving would rewrite the document). A
 * password-protected statement cannot be reviewed, so it is refused with
 * what to do rather than stored.
 */
export async function checkPdf(name: string, bytes: Uint8Array): Promise<PdfResult> {
  try {
    // pdf-lib's EncryptedPDFError is compiled to ES5 and fails `instanceof`,
    // so the document is opened regardless and asked instead.
    const document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    if (document.isEncrypted) return encrypted(name);
    const pages = document.getPageCount();
    if (pages === 0) throw new Error('no pages');
    return { ok: true, pages };
  } catch {
    return {
      ok: false,
      message: `"${name}" could not be opened as a PDF (it may be damaged or incomplete). Download the statement again and upload the new copy.`,
      problem: { code: 'pdfUnreadable', file: name },
    };
  }
}
