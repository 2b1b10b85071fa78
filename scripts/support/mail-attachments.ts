import { simpleParser } from 'mailparser';
import { sha256 } from './upload-files';

/** A file attached to an e-mail, as the receiving end decodes it. */
export interface MailAttachment {
  filename: string;
  type: string;
  size: number;
  sha256: string;
}

/**
 * The attachments of a raw message (RFC 5322, as an SMTP server receives
 * it), decoded by mailparser as a mail client would: the scripts compare
 * their bytes with the files that were uploaded. A message without any
 * attachment is not parsed at all, so a sink that sees thousands stays cheap.
 */
export async function attachmentsOf(raw: Buffer): Promise<MailAttachment[]> {
  if (!/Content-Disposition:\s*attachment/i.test(raw.toString('latin1'))) return [];
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  return mail.attachments.map((attachment) => ({
    filename: attachment.filename ?? '',
    type: attachment.contentType,
    size: attachment.content.length,
    sha256: sha256(attachment.content),
  }));
}
