import 'server-only';
import { scanHeldFile, type HeldScan } from '@/lib/uploads/held';
import { filesWithLinks, formatBytes, type FileSettings } from '../files';
import type { OutboxRecord } from '../record';
import type { EnquiryStore } from '../store/store';
import { escapeHtml, type OutgoingMail } from './compose';

/**
 * The most bytes of files attached to the operations e-mail. Base64 makes
 * an attachment a third bigger, so 7 MB of files is a message of about
 * 9.5 MB: under the 10 MB that many mail servers still refuse above
 * (Exchange's default receive size; Gmail's 25 MB and Microsoft 365's
 * 35 MB are further off). Over it, the e-mail carries the signed links only.
 */
export const MAX_ATTACHMENT_BYTES = 7 * 1024 * 1024;

/** Ends the streams of a message's attachments (sent or not): each holds a stored file open. */
export function closeAttachments(attachments: OutgoingMail['attachments']): void {
  for (const attachment of attachments ?? []) if (!Buffer.isBuffer(attachment.content)) attachment.content.destroy();
}

export type FilesSection = { ok: true; mail: OutgoingMail } | { ok: false; wait: string };

const dateFormat = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The operations e-mail of an enquiry with files: each file listed with its
 * type, size, scan state and signed link (valid 7 days), attached when all
 * together are small enough, a file withheld when a held scan found malware,
 * and a warning when files were not scanned. A held file whose scanner still
 * does not answer makes the e-mail wait (`ok: false`): nothing unscanned
 * reaches operations while a scanner is configured.
 */
export async function withFiles(
  mail: OutgoingMail,
  record: OutboxRecord,
  store: EnquiryStore,
  siteUrl: string,
  settings: FileSettings,
): Promise<FilesSection> {
  const files = filesWithLinks(record, siteUrl, settings.linkSecret);
  if (files.length === 0) return { ok: true, mail };
  const lines: string[] = [];
  const deliverable: typeof files = [];
  let unscanned = 0;
  for (const file of files) {
    const label = `${file.name} (${file.type}, ${formatBytes(file.size)})`;
    const stored = await store.openFile(record.id, file.id);
    if (!stored) {
      lines.push(`${label}: removed (past its retention)`);
      continue;
    }
    let scan: HeldScan;
    try {
      // Read only when a held file is scanned again, as a stream.
      scan = await scanHeldFile(file, async () => stored.stream, settings.clamavUrl);
    } finally {
      stored.stream.destroy();
    }
    if (scan.status === 'wait') return { ok: false, wait: scan.reason };
    if (scan.status === 'infected') {
      lines.push(`${label}: WITHHELD, the malware scan found ${scan.signature}`);
      continue;
    }
    if (scan.unscanned) unscanned += 1;
    const state = scan.unscanned ? 'NOT scanned for malware' : 'scanned, clean';
    lines.push(`${label}, ${state}: ${file.url} (link valid until ${dateFormat(file.expiresAt)})`);
    deliverable.push(file);
  }
  // Sizes from the record (they are the stored bytes'): whether to attach is known before a byte is read.
  const total = deliverable.reduce((sum, file) => sum + file.size, 0);
  const attached = total <= MAX_ATTACHMENT_BYTES;
  const attachments: NonNullable<OutgoingMail['attachments']> = [];
  if (attached) {
    try {
      for (const file of deliverable) {
        // A stream nodemailer encodes as it sends: a message in flight holds a chunk of each file, not the file.
        const stored = await store.openFile(record.id, file.id);
        if (stored) attachments.push({ filename: file.name, content: stored.stream, contentType: file.type });
      }
    } catch (error) {
      closeAttachments(attachments);
      throw error;
    }
  }
  const notes: string[] = [];
  if (!attached)
    notes.push(
      `The files (${formatBytes(total)}) are over the ${formatBytes(MAX_ATTACHMENT_BYTES)} attached to an e-mail: download them with the links.`,
    );
  if (unscanned > 0)
    notes.push(
      `${unscanned === 1 ? 'One file was' : `${unscanned} files were`} NOT scanned for malware (no scanner is configured, CLAMAV_URL): open with care.`,
    );
  const heading = `Files (${files.length}):`;
  const text = `${mail.text}\n${heading}\n${lines.map((line) => `- ${line}`).join('\n')}\n${notes.map((note) => `\n${note}`).join('')}\n`;
  const htmlSection = [
    `<h2 style="font-size:16px;color:#10284a;margin:20px 0 8px">${escapeHtml(heading)}</h2>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...notes.map((note) => `<p><strong>${escapeHtml(note)}</strong></p>`),
  ].join('\n');
  return {
    ok: true,
    mail: {
      ...mail,
      subject: `${mail.subject} [${files.length} file${files.length === 1 ? '' : 's'}]`,
      text,
      html: mail.html.replace('</body>', `${htmlSection}\n</body>`),
      ...(attached && attachments.length > 0 ? { attachments } : {}),
    },
  };
}
