/** @jest-environment node */
import net from 'node:net';
import os from 'node:os';
import { SMTPServer } from 'smtp-server';
import type { OutgoingMail } from '@/lib/enquiry/mail/compose';
import { createSmtpTransport, smtpTlsOptions } from '@/lib/enquiry/mail/transport';
import { parseEnv } from '@/lib/env';

/**
 * smtp:// to another machine must use STARTTLS: against a real SMTP server
 * (smtp-server) that leaves STARTTLS out, the send fails and nothing is
 * delivered in plain text; the same server on this machine (a relay beside
 * the site) still takes it; a server that offers STARTTLS gets the message
 * over TLS. "Another machine" is this machine's own non-loopback address.
 */

const mail: OutgoingMail = {
  from: 'Site <site@queensboro.test>',
  to: 'ops@queensboro.test',
  replyTo: { name: 'Ana', address: 'ana@example.com' },
  subject: 'TLS test',
  messageId: '<tls-test@queensboro.test>',
  date: new Date('2026-11-26T12:00:00Z'),
  text: 'Hello',
  html: '<p>Hello</p>',
  headers: {},
};

/** This machine's first address that is not loopback: "another host" as far as the transport can tell. */
const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((info) => info && !info.internal && info.family === 'IPv4')?.address;

interface Server {
  port: number;
  /** Messages taken, and whether each came over TLS. */
  received: { secure: boolean }[];
  close(): Promise<void>;
}

async function startServer(host: string, { starttls }: { starttls: boolean }): Promise<Server> {
  const received: { secure: boolean }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    // Without a key of its own, smtp-server offers STARTTLS with its bundled self-signed certificate.
    disabledCommands: starttls ? [] : ['STARTTLS'],
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push({ secure: session.secure });
        callback(null);
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  return {
    port: (server.server.address() as net.AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('STARTTLS is required for smtp:// to another machine', () => {
  it('requires it for any host but this machine, and never for smtps:// (TLS from the start)', () => {
    expect(smtpTlsOptions('smtp://user:pass@smtp.example.com:587')).toEqual({ requireTLS: true });
    expect(smtpTlsOptions('smtp://192.0.2.10:25')).toEqual({ requireTLS: true });
    expect(smtpTlsOptions('smtps://user:pass@smtp.example.com:465')).toEqual({});
    for (const local of ['smtp://localhost:25', 'smtp://127.0.0.1:2525', 'smtp://[::1]:25'])
      expect(smtpTlsOptions(local)).toEqual({});
  });

  it('refuses an SMTP_URL that turns TLS off for another machine, naming the variable', () => {
    expect(() => parseEnv({ SMTP_URL: 'smtp://u:p@smtp.example.com:587?ignoreTLS=true' })).toThrow(
      /SMTP_URL: must not turn TLS off/,
    );
    expect(() => parseEnv({ SMTP_URL: 'smtp://u:p@smtp.example.com:587?requireTLS=false' })).toThrow(/SMTP_URL/);
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525?ignoreTLS=true' }).smtpUrl).toBeDefined();
  });

  /** The network half needs an address that is not loopback; a machine without one says so and checks the rest. */
  const noExternalAddress = () => {
    if (externalAddress) return false;
    console.log('not run: this machine has no non-loopback IPv4 address to play another host');
    return true;
  };

  it('a server without STARTTLS gets nothing in plain text; the same server on this machine does', async () => {
    if (noExternalAddress()) return;
    const server = await startServer('0.0.0.0', { starttls: false });
    try {
      const far = createSmtpTransport(`smtp://${externalAddress}:${server.port}`);
      await expect(far.send(mail)).rejects.toMatchObject({ code: 'ETLS' });
      far.close();
      expect(server.received).toEqual([]);

      const near = createSmtpTransport(`smtp://127.0.0.1:${server.port}`);
      await near.send(mail);
      near.close();
      expect(server.received).toEqual([{ secure: false }]);
    } finally {
      await server.close();
    }
  });

  it('a server that offers STARTTLS gets the message over TLS', async () => {
    if (noExternalAddress()) return;
    const server = await startServer(externalAddress!, { starttls: true });
    try {
      // The test server's certificate is self-signed: trusted here only.
      const transport = createSmtpTransport(`smtp://${externalAddress}:${server.port}?tls.rejectUnauthorized=false`);
      await transport.send(mail);
      transport.close();
      expect(server.received).toEqual([{ secure: true }]);
    } finally {
      await server.close();
    }
  });
});
