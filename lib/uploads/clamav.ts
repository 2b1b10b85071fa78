import 'server-only';
import { once } from 'node:events';
import net from 'node:net';

export type ScanResult =
  | { status: 'clean' }
  | { status: 'infected'; signature: string; message: string }
  /** The scanner did not answer: the caller holds the files until it does. */
  | { status: 'unavailable'; reason: string };

/** Where clamd listens: `tcp://host:port` or the path of its unix socket. */
function connectOptions(url: string): net.NetConnectOpts {
  if (url.startsWith('tcp://')) {
    const { hostname, port } = new URL(url);
    return { host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || 3310) };
  }
  return { path: url.startsWith('unix://') ? url.slice('unix://'.length) : url };
}

/**
 * One command to clamd and its whole reply (clamd closes the connection
 * after a z-command). Hand-written rather than the `clamscan` package (which
 * also drives the clamscan binary and spawns processes) or `clamdjs` (not
 * released for years): the protocol is these few lines. Any socket error,
 * a timeout or an empty reply is "unavailable", never "clean".
 */
function talk(url: string, send: (socket: net.Socket) => void, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(connectOptions(url));
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('connect', () => send(socket));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', (hadError) => {
      if (hadError) return;
      const reply = Buffer.concat(chunks).toString('utf8').replace(/\0+$/, '').trim();
      if (reply) resolve(reply);
      else reject(new Error('empty reply'));
    });
  });
}

/** Whether clamd answers `zPING` with PONG. */
export async function pingClamd(url: string, timeoutMs = 5_000): Promise<boolean> {
  try {
    return (await talk(url, (s) => s.end('zPING\0'), timeoutMs)) === 'PONG';
  } catch {
    return false;
  }
}

const CHUNK = 64 * 1024;

/** A file's bytes in chunks of at most CHUNK: clamd's INSTREAM takes chunks, and a big one would be copied whole. */
async function* chunksOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
}

/** Scans one file's bytes (in memory) with `zINSTREAM`; see scanStream. */
export function scanBytes(url: string, name: string, bytes: Uint8Array, timeoutMs = 30_000): Promise<ScanResult> {
  return scanStream(url, name, chunksOf(bytes), timeoutMs);
}

/**
 * Scans one file with `zINSTREAM`, its bytes read from `source` as they are
 * sent (a staged file's stream: lib/uploads/staging.ts), so a scan holds a
 * chunk, not the file: each chunk led by its length as 4 bytes big-endian,
 * then a zero length, waiting for the socket to drain as it goes. clamd
 * replies `stream: OK`, `stream: <signature> FOUND`, or an error such as
 * `INSTREAM size limit exceeded` (its StreamMaxLength must exceed the
 * largest file the site accepts, lib/uploads/limits.ts).
 */
export async function scanStream(
  url: string,
  name: string,
  source: AsyncIterable<Uint8Array>,
  timeoutMs = 30_000,
): Promise<ScanResult> {
  let reply: string;
  try {
    reply = await talk(
      url,
      (socket) => {
        const send = async () => {
          socket.write('zINSTREAM\0');
          for await (const piece of source) {
            for (let at = 0; at < piece.length; at += CHUNK) {
              // clamd answered early (a size limit) and closed: its reply is what counts.
              if (socket.destroyed) return;
              const chunk = piece.subarray(at, at + CHUNK);
              const length = Buffer.alloc(4);
              length.writeUInt32BE(chunk.length);
              socket.write(length);
              if (!socket.write(chunk)) await Promise.race([once(socket, 'drain'), once(socket, 'close')]);
            }
          }
          if (!socket.destroyed) socket.end(Buffer.alloc(4));
        };
        // A file that cannot be read, or a socket that closed early, ends the talk as "unavailable".
        send().catch((error: unknown) => socket.destroy(error instanceof Error ? error : new Error(String(error))));
      },
      timeoutMs,
    );
  } catch (error) {
    return { status: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    // A stream never read (no connection) or read part-way (an early reply) is ended here, not left open.
    (source as { destroy?: () => void }).destroy?.();
  }
  if (/^stream: OK$/.test(reply)) return { status: 'clean' };
  const found = /^stream: (.+) FOUND$/.exec(reply);
  if (found?.[1]) {
    return {
      status: 'infected',
      signature: found[1],
      message: `"${name}" was not accepted: the malware scan found ${found[1]}. Please send a clean copy of your statement.`,
    };
  }
  return { status: 'unavailable', reason: `clamd replied: ${reply}` };
}
