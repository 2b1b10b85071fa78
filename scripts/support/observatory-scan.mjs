// One MDN HTTP Observatory scan of a local address, printed as JSON. Run by
// scripts/observatory.ts in its own process, because Node reads the local
// front's self-signed certificate (NODE_EXTRA_CA_CERTS) only at start-up.
//
// The package's own `scan(hostname)` always asks ports 80/443 and the path
// `/`; this is the same scan (retrieve, every test, the grader) with the
// ports and path its retriever accepts as options.
//   node scripts/support/observatory-scan.mjs <host> <http port> <https port> <path>
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.dirname(fileURLToPath(import.meta.resolve('@mdn/mdn-http-observatory/package.json')));
// The package's postinstall downloads Chromium's HSTS preload list (no network here, so it is not run). The
// scanned host is localhost, on no preload list: an empty list gives the same result.
const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json');
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, '{}\n');

const { retrieve } = await import('@mdn/mdn-http-observatory/src/retriever/retriever.js');
const { ALL_TESTS } = await import('@mdn/mdn-http-observatory/src/constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('@mdn/mdn-http-observatory/src/grader/charts.js');
const { getGradeForScore, getScoreModifier } = await import('@mdn/mdn-http-observatory/src/grader/grader.js');

const [host, httpPort, httpsPort, pagePath] = process.argv.slice(2);
const requests = await retrieve(host, { httpPort, httpsPort, path: pagePath });
if (!requests.responses.auto) throw new Error(`${host}: the site seems to be down`);

// As the package's scanner/index.js: 100 plus every modifier; the bonus counts only from an A- (90) without it.
let withExtraCredit = 100;
let uncurved = 100;
const tests = ALL_TESTS.map((test) => {
  const output = test(requests);
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  return { name: output.constructor.name.replace(/Output$/, ''), result: output.result, pass: output.pass, modifier };
});
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(
  JSON.stringify({
    url: requests.session.url.href,
    status: requests.responses.auto.status,
    grade,
    score,
    tests,
    contentSecurityPolicy: requests.responses.auto.headers['content-security-policy'] ?? null,
  }),
);
