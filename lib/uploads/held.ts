import 'server-only';
import { scanStream } from './clamav';
import type { StoredFileMeta } from './prepare';

export type HeldScan =
  | { status: 'ready'; unscanned: boolean }
  /** The scanner still does not answer: the delivery waits and is tried again. */
  | { status: 'wait'; reason: string }
  | { status: 'infected'; signature: string };

/**
 * Whether a stored file may go to a destination now. A file accepted while
 * the scanner did not answer (`pending`) is scanned again first: clean, it
 * goes; infected, it is withheld (and operations are told); the scanner
 * still silent, the delivery waits for its next attempt. Without CLAMAV_URL
 * a pending file (the scanner was removed since) goes, marked unscanned.
 * `content` is read only for that scan, as a stream: a file scanned at
 * upload is not read here at all.
 */
export async function scanHeldFile(
  file: StoredFileMeta,
  content: () => Promise<AsyncIterable<Uint8Array>>,
  clamavUrl: string | undefined,
): Promise<HeldScan> {
  if (file.scan === 'clean') return { status: 'ready', unscanned: false };
  if (file.scan === 'unscanned' || !clamavUrl) return { status: 'ready', unscanned: true };
  const result = await scanStream(clamavUrl, file.name, await content());
  if (result.status === 'clean') return { status: 'ready', unscanned: false };
  if (result.status === 'infected') return { status: 'infected', signature: result.signature };
  return { status: 'wait', reason: `the malware scanner did not answer (${result.reason})` };
}
