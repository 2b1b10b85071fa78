import net from 'node:net';

/**
 * Free TCP ports for the servers the tests and scripts start (Next, SMTP
 * sinks, PostgreSQL, nginx). A fixed port fails on a machine where
 * something already holds it, so every server asks here first.
 */

/** Whether something could listen on `port` now (on every interface, as `next start` does). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on now, asked of the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The first free port from `first` on: for scripts that print a URL a person may open (3300, 3301, …). */
export async function freePortFrom(first: number): Promise<number> {
  for (let port = first; port < first + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${first}–${first + 99}`);
}
