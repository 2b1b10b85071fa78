/**
 * The framework's floor for `npm run audit`: a Next.js app with one server
 * page (a heading and a sentence), no client component, no CSS, no font,
 * and for `BENCH_STORE=floor npm run bench:contact` one route handler,
 * POST /api/contact, that reads the JSON body and answers 202 (no
 * validation, no store, no mail),
 * built with this repository's own Next and React. Whatever Lighthouse
 * measures on it (TBT above all) no page of this site can go below, so the
 * audit reports it next to the routes, measured on the same machine at the
 * same time. Written to reports/baseline-app (git-ignored) as plain .jsx, so
 * neither TypeScript nor ESLint sees it (plain .js for the route).
 *
 * It has a next.config.mjs of its own, empty: Next looks for its config from
 * the app's folder upwards, so without one it found this repository's
 * next.config.ts, whose Content-Security-Policy (`script-src 'self'`) blocked
 * the empty app's inline bootstrap scripts. It then never hydrated, and its
 * TBT and LCP were a page that runs no JavaScript, not the framework's floor.
 * `assertBaselineIsPlain` checks that on the running server.
 *
 * `buildBaselineApp({ openerPolicy: true })` builds the same app in
 * reports/baseline-app-opener, sending the site's Cross-Origin-Opener-Policy
 * (lib/security-headers.ts) and nothing else of its headers. Lighthouse starts
 * every run from `about:blank`; a page with another opener policy is loaded
 * in a new, cold renderer process, which its simulation charges to the page
 * (docs/performance-journal.md, "What Lighthouse's simulation counts"). The
 * audit measures both: the plain app is the framework's floor, this one the
 * floor for a page that sends the site's policy.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { securityHeaders } from '@/lib/security-headers';

export const BASELINE_DIR = path.join('reports', 'baseline-app');
const OPENER_BASELINE_DIR = path.join('reports', 'baseline-app-opener');

const openerPolicyHeader = securityHeaders().find((header) => header.key === 'Cross-Origin-Opener-Policy')!;

const FILES: Record<string, string> = {
  'next.config.mjs': `// Stops Next's upward search for a config at this folder (see scripts/support/baseline-app.ts).
export default {};
`,
  'app/layout.jsx': `export const metadata = { title: 'Empty Next.js app', description: 'The framework floor of npm run audit.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/api/contact/route.js': `export async function POST(request) {
  const body = await request.json();
  return Response.json({ ok: true, status: 'received', id: String(body.email ?? '') }, { status: 202 });
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Card processing and POS systems for New York businesses</h1>
      <p>Lower processing costs, modern point-of-sale systems and a local team in Long Island City.</p>
    </main>
  );
}
`,
};

/** The same app's config with the site's opener policy on every response. */
const OPENER_CONFIG = `// The empty app with this site's opener policy (see scripts/support/baseline-app.ts).
export default {
  async headers() {
    return [{ source: '/:path*', headers: [${JSON.stringify(openerPolicyHeader)}] }];
  },
};
`;

/** Writes and builds the baseline app (about 10 s); returns its folder for `next start <dir>`. */
export function buildBaselineApp({ openerPolicy = false } = {}): string {
  const dir = openerPolicy ? OPENER_BASELINE_DIR : BASELINE_DIR;
  const files = openerPolicy ? { ...FILES, 'next.config.mjs': OPENER_CONFIG } : FILES;
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text) fs.writeFileSync(target, text);
  }
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`building the baseline app in ${dir} failed`);
  return dir;
}

/**
 * Throws when the running baseline answers with this site's headers (a
 * Content-Security-Policy): then it is not the framework's default app and
 * the comparison would be void.
 */
export async function assertBaselineIsPlain(url: string): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the baseline app answered ${response.status} at ${url}`);
  if (response.headers.has('content-security-policy'))
    throw new Error(
      `the baseline app at ${url} sends this site's Content-Security-Policy: it picked up the repository's next.config, so its scripts would not run`,
    );
}
