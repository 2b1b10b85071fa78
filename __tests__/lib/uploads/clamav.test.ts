/** @jest-environment node */
import net from 'node:net';
import { pingClamd, scanBytes } from '@/lib/uploads/clamav';
import { EICAR, clamdBinary, startTestClamd, type TestClamd } from '@/scripts/support/clamav';
import { closedPortFixture } from '../../support/closed-port';

// Without clamd (not installed and not root to install it) these tests are
// skipped at run time, saying why; scripts/ensure-clamav.sh installs it. On CI
// (.ci/run installs it as root) a missing clamd is a failure, not a skip.
const installed = clamdBinary() !== undefined;
if (!installed && process.env.CI)
  throw new Error('clamd is missing on CI: .ci/run installs it (scripts/ensure-clamav.sh)');
if (!installed)
  console.warn('clamd is not installed (run scripts/ensure-clamav.sh as root): skipping the ClamAV tests');
const describeWithClamd = installed ? describe : describe.skip;

describeWithClamd('scanBytes against a real clamd', () => {
  let clamd: TestClamd;
  beforeAll(async () => {
    clamd = await startTestClamd({ streamMaxBytes: 1024 * 1024 });
  }, 120_000);
  afterAll(async () => {
    await clamd?.stop();
  });

  it('answers PING', async () => {
    expect(await pingClamd(clamd.url)).toBe(true);
  });

  it('passes a clean file', async () => {
    expect(await scanBytes(clamd.url, 'statement.pdf', Buffer.from('%PDF-1.7\nclean statement\n'))).toEqual({
      status: 'clean',
    });
  });

  it('refuses the EICAR test file, also inside a larger file split over several chunks', async () => {
    const big = Buffer.concat([Buffer.alloc(100_000, 0x20), Buffer.from(EICAR), Buffer.alloc(100_000, 0x20)]);
    for (const bytes of [Buffer.from(EICAR), big]) {
      const result = await scanBytes(clamd.url, 'eicar.pdf', bytes);
      expect(result).toMatchObject({ status: 'infected', signature: expect.stringContaining('Test.EICAR') });
      if (result.status === 'infected') expect(result.message).toContain('"eicar.pdf"');
    }
  });

  it("reports a file over clamd's stream limit as unavailable, never clean", async () => {
    const result = await scanBytes(clamd.url, 'big.pdf', Buffer.alloc(2 * 1024 * 1024, 0x41));
    expect(result.status).toBe('unavailable');
  });
});

describe('scanBytes without a scanner', () => {
  const closedPorts = closedPortFixture();

  it('reports a closed port as unavailable', async () => {
    const url = `tcp://127.0.0.1:${(await closedPorts.hold()).port}`;
    expect(await pingClamd(url, 2_000)).toBe(false);
    expect(await scanBytes(url, 'a.pdf', Buffer.from('x'), 2_000)).toMatchObject({ status: 'unavailable' });
  });

  it('reports a scanner that accepts but never answers as unavailable', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      expect(await scanBytes(`tcp://127.0.0.1:${port}`, 'a.pdf', Buffer.from('x'), 500)).toMatchObject({
        status: 'unavailable',
      });
    } finally {
      silent.close();
    }
  });
});
