/**
 * For the measuring scripts (bench, observatory): nginx with the caching
 * front kept in the repo (deploy/nginx.conf), its cache, logs and
 * certificate in a temporary folder, in front of a local `next start`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopProcess, waitForHttp } from './next-server';

export function nginxBinary(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx 2>/dev/null'], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')[0];
  return found || undefined;
}

/** A self-signed certificate for `localhost` and 127.0.0.1 (openssl), valid two days. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  fs.chmodSync(key, 0o644);
  return { cert, key };
}

export interface NginxOptions {
  /** Where nginx listens (plain HTTP, or HTTPS with `tls`). */
  port: number;
  /** The `next start` it proxies to. */
  upstreamPort: number;
  /** Terminate TLS with this certificate, and answer `redirectPort` (HTTP) with a redirect to it. */
  tls?: { cert: string; key: string; redirectPort: number };
}

export interface Nginx {
  child: ChildProcess;
  dir: string;
}

export async function startNginx(binary: string, { port, upstreamPort, tls }: NginxOptions): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they must reach the cache and temp folders.
  fs.chmodSync(dir, 0o755);
  const folders = ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const folder of folders) fs.mkdirSync(path.join(dir, folder), { mode: 0o777 });
  for (const folder of folders) fs.chmodSync(path.join(dir, folder), 0o777);
  const listen = tls
    ? `listen 127.0.0.1:${port} ssl;\n    ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};`
    : `listen 127.0.0.1:${port};`;
  let site = fs
    .readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/proxy_cache_path \/var\/cache\/nginx\/queensboro\b/, `proxy_cache_path ${path.join(dir, 'cache')}`)
    .replace(/listen 80;/, listen)
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`);
  if (tls) {
    // What a TLS front in production does on port 80: send every visitor to HTTPS on the same host.
    site += `\nserver {\n    listen 127.0.0.1:${tls.redirectPort};\n    return 301 https://$host:${port}$request_uri;\n}\n`;
  }
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = folders
    .slice(1)
    .map((name) => `${name}_temp_path ${path.join(dir, name)};`)
    .join(' ');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes auto;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      `http { access_log off; ${temp} include ${path.join(dir, 'site.conf')}; }`,
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${tls ? tls.redirectPort : port}/`, child, 15_000, { redirect: 'manual' });
  } catch (error) {
    stopProcess(child);
    throw new Error(
      `${error instanceof Error ? error.message : String(error)} (nginx log: ${path.join(dir, 'error.log')})`,
    );
  }
  return { child, dir };
}
