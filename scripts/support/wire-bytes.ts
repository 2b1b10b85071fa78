import http from 'node:http';

/**
 * What a page costs on the wire: the status line and headers as sent, and the
 * body's bytes as they arrive for a GET with `Accept-Encoding: gzip`. The
 * budget test (e2e/budget.spec.ts) holds every page to it and
 * scripts/document-bytes.ts reports it, so both count the same way.
 */
export function wireBytes(url: string): Promise<{ status: number; headers: number; body: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
        const headers = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
        let body = 0;
        response.on('data', (chunk: Buffer) => (body += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers, body, encoding: response.headers['content-encoding'] }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
