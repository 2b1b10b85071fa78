import { readFile } from 'node:fs/promises';
import net from 'node:net';

/**
 * An upload cut off half-way, for the fault test: a POST whose headers
 * announce the whole body, of which only the first part is sent; the rest
 * never comes. It resolves once the server has read every byte sent, so a
 * kill that follows lands while the server is reading the upload, not
 * before it began: Linux's /proc/net/tcp shows, for the server's end of the
 * connection, the bytes received but not yet read by the process (rx_queue),
 * and for ours the bytes sent but not yet acknowledged (tx_queue). Both at 0
 * means the server process has read everything sent. Linux only, as the
 * fault test (a tmpfs, SIGKILL) already is.
 */

interface Queues {
  /** Bytes sent, not yet acknowledged by the other end. */
  tx: number;
  /** Bytes received, not yet read by the process. */
  rx: number;
}

/** The queues of the loopback TCP connection from `localPort` to `remotePort`, or null when there is none. */
async function tcpQueues(localPort: number, remotePort: number): Promise<Queues | null> {
  const table = await readFile('/proc/net/tcp', 'utf8').catch(() => {
    throw new Error('/proc/net/tcp cannot be read: the half-upload step needs Linux');
  });
  for (const line of table.split('\n').slice(1)) {
    const [, local, remote, state, queues] = line.trim().split(/\s+/);
    // 01 is ESTABLISHED: a closed connection of the same ports (TIME_WAIT) shows empty queues.
    if (!local || !remote || !queues || state !== '01') continue;
    const port = (address: string) => parseInt(address.split(':')[1] ?? '', 16);
    if (port(local) !== localPort || port(remote) !== remotePort) continue;
    const [tx, rx] = queues.split(':').map((hex) => parseInt(hex, 16));
    return { tx: tx ?? NaN, rx: rx ?? NaN };
  }
  return null;
}

export interface HalfUpload {
  /** Bytes of the body sent (and read by the server). */
  sent: number;
  /** Bytes the headers announced. */
  total: number;
  /** What the server answered so far (nothing, while it waits for the rest). */
  answer(): string;
  /** Settles when the connection is gone (the server was killed). */
  closed: Promise<void>;
}

export async function sendHalfUpload(
  port: number,
  request: { contentType: string; body: Buffer; headers: Record<string, string>; sendBytes: number },
  waitUntil: (check: () => Promise<boolean>, timeoutMs: number, what: string) => Promise<void>,
): Promise<HalfUpload> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
  });
  // A reset is what a killed server leaves behind: expected, not an error of this script.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const head = [
    'POST /api/contact HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Content-Type: ${request.contentType}`,
    `Content-Length: ${request.body.length}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const part = Buffer.concat([Buffer.from(head), request.body.subarray(0, request.sendBytes)]);
  await new Promise<void>((resolve, reject) => socket.write(part, (error) => (error ? reject(error) : resolve())));
  const localPort = socket.localPort;
  if (localPort === undefined) throw new Error('the half upload has no local port');
  await waitUntil(
    async () => {
      const server = await tcpQueues(port, localPort);
      const client = await tcpQueues(localPort, port);
      return socket.writableLength === 0 && client?.tx === 0 && server?.rx === 0;
    },
    30_000,
    `the server on port ${port} to read the first ${request.sendBytes} bytes of the upload`,
  );
  return { sent: request.sendBytes, total: request.body.length, answer: () => answer, closed };
}
