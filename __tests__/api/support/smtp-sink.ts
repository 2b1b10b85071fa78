import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the tests (smtp-server on 127.0.0.1), recording
 * every message it accepts, parsed by mailparser. It can refuse messages
 * (4xx or 5xx, at RCPT TO or after DATA) to play a flaky or strict server.
 */

export interface ParsedAddress {
  value: { address?: string; name: string }[];
  text: string;
}

/** The part of mailparser's ParsedMail the tests read (mailparser ships no types). */
export interface ParsedMail {
  messageId?: string;
  subject?: string;
  from?: ParsedAddress;
  to?: ParsedAddress;
  replyTo?: ParsedAddress;
  date?: Date;
  text?: string;
  html: string | false;
  headers: Map<string, unknown>;
}

const { simpleParser } = jest.requireActual<{ simpleParser: (source: Buffer) => Promise<ParsedMail> }>('mailparser');

export interface Rejection {
  /** SMTP reply code, e.g. 451 (try later) or 550 (rejected). */
  code: number;
  at: 'rcpt' | 'data';
}

export interface SmtpSink {
  port: number;
  url: string;
  /** Messages accepted so far, parsed. */
  messages(): Promise<ParsedMail[]>;
  /** Resolves once at least `count` messages were accepted. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Refuse the next `times` messages. */
  reject(times: number, rejection: Rejection): void;
  /** How many messages were refused so far. */
  rejected(): number;
  /** From now on refuse, with 554, every message whose subject, text or HTML holds `text` (a content filter: GTUBE, say). */
  refuseContaining(text: string): void;
  /** From now on leave each message unanswered (a slow server) until release(). */
  hold(): void;
  /** Answers the messages held and stops holding. */
  release(): void;
  /** Messages held right now, and the most held at once so far: how many the client sent in parallel. */
  held(): { now: number; most: number };
  close(): Promise<void>;
}

function refusal(code: number): Error {
  return Object.assign(new Error(code >= 500 ? 'Mailbox unavailable (test)' : 'Try again later (test)'), {
    responseCode: code,
  });
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const accepted: Promise<ParsedMail>[] = [];
  const waiters = new Set<() => void>();
  let pendingRejections: { times: number; rejection: Rejection } = { times: 0, rejection: { code: 451, at: 'data' } };
  let rejectedCount = 0;
  const refusedTexts: string[] = [];
  let holding = false;
  const held: (() => void)[] = [];
  let mostHeld = 0;

  const takeRejection = (at: Rejection['at']): Error | null => {
    if (pendingRejections.times === 0 || pendingRejections.rejection.at !== at) return null;
    pendingRejections.times -= 1;
    rejectedCount += 1;
    return refusal(pendingRejections.rejection.code);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onRcptTo(_address, _session, callback) {
      callback(takeRejection('rcpt'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const error = takeRejection('data');
        if (error) return callback(error);
        if (refusedTexts.length > 0) {
          // A content filter reads the decoded message (quoted-printable wraps long lines).
          void simpleParser(Buffer.concat(chunks)).then((parsed) => {
            const content = `${parsed.subject ?? ''}\n${parsed.text ?? ''}\n${typeof parsed.html === 'string' ? parsed.html : ''}`;
            if (refusedTexts.some((text) => content.includes(text))) {
              rejectedCount += 1;
              return callback(
                Object.assign(new Error('5.7.1 Message content rejected (test filter)'), { responseCode: 554 }),
              );
            }
            finish();
          });
          return;
        }
        finish();
      });
      const finish = () => {
        const accept = () => {
          accepted.push(simpleParser(Buffer.concat(chunks)));
          for (const wake of waiters) wake();
          callback(null);
        };
        if (!holding) return accept();
        held.push(accept);
        mostHeld = Math.max(mostHeld, held.length);
      };
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;

  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages: () => Promise.all(accepted),
    async waitForMessages(count, timeoutMs = 10_000) {
      if (accepted.length < count) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error(`expected ${count} messages, got ${accepted.length}`));
          }, timeoutMs);
          const check = () => {
            if (accepted.length < count) return;
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          };
          waiters.add(check);
        });
      }
      return Promise.all(accepted);
    },
    reject(times, rejection) {
      pendingRejections = { times, rejection };
    },
    rejected: () => rejectedCount,
    refuseContaining(text) {
      refusedTexts.push(text);
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const accept of held.splice(0)) accept();
    },
    held: () => ({ now: held.length, most: mostHeld }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** How often each Message-ID arrived: every value must be 1. */
export function countByMessageId(messages: ParsedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of messages) {
    const id = message.messageId ?? '(none)';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
