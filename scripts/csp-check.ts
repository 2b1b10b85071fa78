/**
 * `npm run csp:check -- <base URL>`: fetches every page of the route registry
 * (and a 404) from a running site, e.g. through a CDN or the nginx front,
 * and checks that each answer's Content-Security-Policy allows exactly the
 * inline scripts of the HTML that arrived (a front that rewrites HTML breaks
 * the hashes). Exits 1 on any mismatch. Default base URL: http://127.0.0.1:3000.
 */
import { policyMismatches, scriptSourcesOf } from '../lib/csp/inline-scripts';
import { allRoutes } from '../lib/routes';

async function main() {
  const base = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000';
  const paths = [...(await allRoutes()).map((route) => route.path), '/this-does-not-exist', '/blog/999'];
  let failed = 0;
  for (const path of paths) {
    const response = await fetch(new URL(path, base), { redirect: 'manual' });
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = scriptSourcesOf(policy).some((source) => source.startsWith("'nonce-"));
    // A prerendered page must carry exactly its own hashes; a nonce answer also carries the 404 page's.
    const problems = policy
      ? policyMismatches(html, policy, { exactHashes: !nonce })
      : ['no Content-Security-Policy header'];
    const cache = response.headers.get('x-cache-status');
    console.log(
      `${problems.length ? 'FAIL' : 'ok  '} ${response.status} ${path}${nonce ? ' (nonce)' : ''}${cache ? ` [${cache}]` : ''}`,
    );
    for (const problem of problems) console.log(`     ${problem}`);
    if (problems.length) failed++;
  }
  console.log(
    failed
      ? `${failed} of ${paths.length} answers do not match their policy`
      : `${paths.length} answers match their policy`,
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
