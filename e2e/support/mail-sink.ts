/**
 * A real SMTP server for the browser tests. Playwright's global setup starts
 * it before the tests; the production server under test is configured with
 * SMTP_URL pointing here, so an enquiry typed in the browser travels through
 * /api/contact, the outbox and nodemailer to this mailbox. Each message is
 * written as an .eml file that the tests read back with mailparser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Chosen by playwright.config.ts (a free port), or set by hand. */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT);

/** Shared by the runner and its workers (the config sets it once). */
export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

export async function startMailSink(): Promise<() => Promise<void>> {
  const dir = mailDir();
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        fs.writeFileSync(path.join(dir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(e2eSmtpPort, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Polls the mailbox until a message matches, then returns it parsed. */
export async function waitForMail(match: (mail: ParsedMail) => boolean, timeoutMs = 20_000): Promise<ParsedMail> {
  const dir = mailDir();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      if (match(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail matched within ${timeoutMs} ms (mailbox: ${dir})`);
}

/** How many received messages match (to check nothing arrived twice). */
export async function countMail(match: (mail: ParsedMail) => boolean): Promise<number> {
  const dir = mailDir();
  let n = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
    if (match(await simpleParser(fs.readFileSync(path.join(dir, file))))) n += 1;
  }
  return n;
}
