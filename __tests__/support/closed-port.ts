import { once } from 'node:events';
import net from 'node:net';

/**
 * A port on 127.0.0.1 where nothing listens, for a server that is down (its
 * connections refused) and, once released, comes back on the same port.
 *
 * A port found free and closed again (scripts/support/ports.ts: freePort) is
 * free for anyone: Jest runs two test files at once (jest.config.mjs), and the
 * other file's next server may be given it, answering in place of the server
 * that is down. So the port is held, as the local end of a connection this
 * process opens to itself: the OS gives a port in use to no other socket, and
 * with nothing listening there every connection to it is refused.
 *
 * The port is picked below the kernel's range of ephemeral ports (Linux's
 * ip_local_port_range starts at 32768), which the OS hands out to every
 * outgoing connection and every `listen(0)` on the machine. A held port
 * taken from that range could, between its release and the server's return,
 * be handed to any other connection (another test file's, another process's)
 * and the server's listen would fail; below it, only an explicit bind to
 * that number can take it.
 */
export interface ClosedPort {
  port: number;
  /** Frees the port (idempotent): a server may listen on it now. */
  release(): Promise<void>;
}

/** Ports below the ephemeral range: 10000–32767. */
const lowest = 10_000;
const span = 32_768 - lowest;

/** A connection to `port` from a random port below the ephemeral range (another one when that is in use). */
async function connectFromFixedPort(port: number): Promise<net.Socket> {
  for (;;) {
    const localPort = lowest + Math.floor(Math.random() * span);
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.1', localPort });
    const outcome = await Promise.race([
      once(socket, 'connect').then(() => null),
      once(socket, 'error').then(([error]) => error as NodeJS.ErrnoException),
    ]);
    if (outcome === null) return socket;
    socket.destroy();
    if (outcome.code !== 'EADDRINUSE') throw outcome;
  }
}

export async function holdClosedPort(): Promise<ClosedPort> {
  const listener = net.createServer();
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(0, '127.0.0.1', resolve);
  });
  const accepted = once(listener, 'connection') as Promise<[net.Socket]>;
  const local = await connectFromFixedPort((listener.address() as net.AddressInfo).port);
  const [remote] = await accepted;
  // The pair stays connected without it: only the local end's port is wanted.
  listener.close();
  // The release resets the connection: the far end hears it as an error.
  remote.on('error', () => undefined);
  let released: Promise<void> | undefined;
  return {
    port: local.localPort!,
    release() {
      released ??= (async () => {
        const closed = Promise.all([local, remote].map((end) => new Promise((resolve) => end.once('close', resolve))));
        // A reset, not a close: a closed connection's port waits out TIME_WAIT, a reset one is free at once.
        local.resetAndDestroy();
        await closed;
      })();
      return released;
    },
  };
}

/**
 * Closed ports for the tests of one file, each released after its test.
 * Call it once, at the top of the file.
 */
export function closedPortFixture() {
  const held: ClosedPort[] = [];
  afterEach(async () => {
    await Promise.all(held.splice(0).map((port) => port.release()));
  });
  return {
    async hold(): Promise<ClosedPort> {
      const port = await holdClosedPort();
      held.push(port);
      return port;
    },
  };
}
