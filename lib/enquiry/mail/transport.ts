import 'server-only';
import { readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '@/lib/env';
import { isLoopbackHost } from '@/lib/loopback';
import { ensureDirectories, syncDirectory, writeTempFile } from '../durable-file';
import type { OutgoingMail } from './compose';

/**
 * Where operations e-mails go: an SMTP server (SMTP_URL), or, when none is
 * configured, a local mailbox folder of .eml files so a fresh clone works and
 * nothing is lost. Server code only: the outbox, its CLI and tests use it.
 */

export interface MailTransport {
  /** For logs: 'SMTP: smtp://host:port' or the mailbox folder. Never a password. */
  readonly description: string;
  /** Resolves once the server (or the disk) has accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  /** Removes what it keeps from before `before` (the local mailbox's .eml files); resolves with how many. */
  prune?(before: Date): Promise<number>;
  close(): void;
}

/** A failed send, with the SMTP reply code when the server gave one. */
export interface DeliveryFailure {
  message: string;
  responseCode?: number;
  /** A 5xx answer: this server will not take the message as it is (delivery/policy.ts backs off to hours). */
  permanent: boolean;
}

export function describeDeliveryError(error: unknown): DeliveryFailure {
  const err = error as { message?: unknown; code?: unknown; responseCode?: unknown; response?: unknown };
  const responseCode = typeof err.responseCode === 'number' ? err.responseCode : undefined;
  const detail =
    typeof err.response === 'string' && err.response !== ''
      ? err.response
      : typeof err.message === 'string'
        ? err.message
        : String(error);
  const code = typeof err.code === 'string' ? `${err.code}: ` : '';
  return {
    message: `${code}${detail}`.replace(/\s+/g, ' ').slice(0, 500),
    responseCode,
    permanent: responseCode !== undefined && responseCode >= 500,
  };
}

/** 'smtp://host:port' without user or password, for logs. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const port = url.port || (secure ? '465' : '587');
  return `${url.protocol}//${url.hostname}:${port}`;
}

/**
 * smtp:// (port 587 or 25) to another machine must switch to TLS with
 * STARTTLS before the password and the enquiry go over the wire: nodemailer
 * only upgrades when the server offers it, so a server (or someone in the
 * middle) that leaves STARTTLS out would get both in plain text. With
 * `requireTLS` the send fails instead, and is retried. smtps:// is TLS from
 * the start; a relay on this machine (localhost) is exempt.
 */
export function smtpTlsOptions(smtpUrl: string): { requireTLS?: true } {
  const url = new URL(smtpUrl);
  return url.protocol === 'smtp:' && !isLoopbackHost(url.hostname) ? { requireTLS: true } : {};
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    ...smtpTlsOptions(smtpUrl),
    // Pooled: a few connections kept open and reused for many messages, so a
    // backlog is not one TCP (and TLS) handshake plus greeting per e-mail.
    // A message the server refuses fails alone; a dropped connection is replaced.
    pool: true,
    maxConnections: 5,
    maxMessages: 100,
    // nodemailer waits up to 2 minutes by default; a stuck server should
    // rather fail fast so the outbox retries on its own schedule.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    description: `SMTP: ${describeSmtpUrl(smtpUrl)}`,
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}

/** The file a message is stored under: named after its Message-ID, so a repeat overwrites instead of doubling. */
export function mailboxFileName(messageId: string): string {
  const local = messageId.replace(/^<|>$/g, '').split('@')[0] ?? 'message';
  return `${local.replace(/[^A-Za-z0-9._-]/g, '_')}.eml`;
}

export function createMailboxTransport(mailboxDir: string): MailTransport {
  const dir = path.resolve(mailboxDir);
  const tmpDir = path.join(dir, '.tmp');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let ready: Promise<void> | undefined;
  return {
    description: `mailbox: ${dir}`,
    async send(mail) {
      ready ??= ensureDirectories([dir, tmpDir]);
      await ready;
      const { message } = await composer.sendMail(mail);
      // `buffer: true` above makes it a Buffer, not a stream.
      if (!Buffer.isBuffer(message)) throw new Error('mailbox transport expected a buffered message');
      const tmpPath = await writeTempFile(tmpDir, message);
      await rename(tmpPath, path.join(dir, mailboxFileName(mail.messageId)));
      await syncDirectory(dir);
    },
    async prune(before) {
      let removed = 0;
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        if (!name.endsWith('.eml')) continue;
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtimeMs < before.getTime())
          await unlink(file).then(
            () => (removed += 1),
            () => undefined,
          );
      }
      return removed;
    },
    close() {
      composer.close();
    },
  };
}

export function mailboxDirectory(config: Pick<Env, 'dataDir'>): string {
  return path.resolve(config.dataDir, 'mailbox');
}

export function createTransportFromEnv(config: Pick<Env, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createMailboxTransport(mailboxDirectory(config));
}

/** The start-up log line that says where enquiry e-mails go. */
export function mailTargetLogLine(config: Pick<Env, 'smtpUrl' | 'dataDir'>): string {
  return config.smtpUrl
    ? `[mail] SMTP: ${describeSmtpUrl(config.smtpUrl)}`
    : `[mail] No SMTP_URL: e-mails are written to ${mailboxDirectory(config)}`;
}
