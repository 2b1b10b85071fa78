/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  hashSource,
  inlineScriptHashes,
  inlineScripts,
  policyMismatches,
  scriptSourcesOf,
} from '@/lib/csp/inline-scripts';
import { buildCspManifest, htmlFile, loadCspManifest, MANIFEST_FILE, writeCspManifest } from '@/lib/csp/manifest';
import { editorSources } from '@/lib/editor/csp';
import type { EditorMode } from '@/lib/editor/mode';
import { frameSourcesOf, officeMapFrameSources } from '@/lib/csp/frame-sources';
import { contentSecurityPolicy, effectiveSources, fallsBackToDefault } from '@/lib/security-headers';

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${scripts}</body></html>`;
const flight =
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:\\"$L1\\"\\n"])</script>';

describe('inline script hashes', () => {
  it('hash the UTF-8 bytes of a script body as CSP spells them', () => {
    // The example of the CSP Level 3 specification.
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(hashSource('€')).not.toBe(hashSource('\u0080'));
  });

  it('read only the scripts a browser runs, body byte for byte', () => {
    const html = page(
      `${flight}<script type="application/ld+json">{"@context":"https://schema.org"}</script>` +
        `<script type="module">import "/x.js"</script><script id="_R_" data-x="a>b">\n  go();\n</script>` +
        '<script type="text/plain">not run</script><SCRIPT>upper()</SCRIPT >',
    );
    expect(inlineScripts(html)).toEqual([
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"0:\\"$L1\\"\\n"])',
      'import "/x.js"',
      '\n  go();\n',
      'upper()',
    ]);
    expect(inlineScriptHashes(html)).toHaveLength(5);
    expect(inlineScriptHashes(`${html}${flight}`)).toHaveLength(5);
  });
});

describe('policy check', () => {
  const html = page(flight);
  const hashes = inlineScriptHashes(html);

  it('passes a page whose policy carries exactly its hashes', () => {
    expect(policyMismatches(html, contentSecurityPolicy({ scriptSources: hashes }))).toEqual([]);
  });

  it('fails a changed page served under the old hashes', () => {
    const changed = html.replace('push([0])', 'push([0]);alert(1)');
    const problems = policyMismatches(changed, contentSecurityPolicy({ scriptSources: hashes }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/is not allowed: \(self.__next_f/);
    expect(problems[1]).toMatch(/allows no script of this page/);
  });

  it('accepts scripts that carry the policy nonce, and no other nonce', () => {
    const nonced = page('<script nonce="abc123==">a()</script>');
    expect(policyMismatches(nonced, contentSecurityPolicy({ scriptSources: ["'nonce-abc123=='"] }))).toEqual([]);
    expect(policyMismatches(nonced, contentSecurityPolicy({ scriptSources: ["'nonce-other'"] }))).toHaveLength(1);
  });

  it("fails 'unsafe-inline'", () => {
    expect(policyMismatches(page(''), "script-src 'self' 'unsafe-inline'")).toEqual([
      "script-src allows 'unsafe-inline'",
    ]);
  });
});

describe('content security policy', () => {
  it('allows inline scripts only by the given hashes or nonce, and keeps every other directive strict', () => {
    const policy = contentSecurityPolicy({ scriptSources: ["'sha256-abc='"] });
    expect(scriptSourcesOf(policy)).toEqual(["'self'", "'sha256-abc='"]);
    expect(scriptSourcesOf(contentSecurityPolicy())).toEqual(["'self'"]);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy.split('; ')).toContain(directive);
    }
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ upgradeInsecureRequests: true }).split('; ')).toContain('upgrade-insecure-requests');
  });

  it("lets only the contact page frame the office map's hosts; every other page frames its own origin at most", () => {
    for (const path of ['/contact-us', '/es/contact-us']) {
      const policy = contentSecurityPolicy({ scriptSources: ["'sha256-abc='"], frames: frameSourcesOf(path) });
      expect(policy.split('; ')).toContain('frame-src https://www.google.com https://maps.google.com');
      expect(effectiveSources(policy, 'frame-src')).toEqual([...officeMapFrameSources]);
    }
    // The office map's embed (components/contact/office-map.tsx) is on one of the allowed hosts.
    expect(officeMapFrameSources).toContain('https://www.google.com');
    for (const path of ['/', '/es', '/clover-pos', '/blog/1', '/contact-us/thank-you', '/es/contact-us/thank-you']) {
      expect([path, frameSourcesOf(path)]).toEqual([path, []]);
      const policy = contentSecurityPolicy({ scriptSources: ["'sha256-abc='"], frames: frameSourcesOf(path) });
      expect(policy).not.toContain('frame-src');
      expect(policy).not.toContain('google');
      // frame-src falls back to child-src, then default-src (CSP Level 3).
      expect([path, effectiveSources(policy, 'frame-src')]).toEqual([path, ["'self'"]]);
    }
    expect(effectiveSources("default-src 'self'; child-src 'none'", 'frame-src')).toEqual(["'none'"]);
    expect(effectiveSources("default-src 'self'; script-src 'self' 'sha256-a='", 'worker-src')).toEqual([
      "'self'",
      "'sha256-a='",
    ]);
  });

  it('allows blob: images only where one is drawn: the editor (upload previews) and development', () => {
    expect(effectiveSources(contentSecurityPolicy(), 'img-src')).toEqual(["'self'", 'data:']);
    expect(effectiveSources(contentSecurityPolicy({ frames: officeMapFrameSources }), 'img-src')).toEqual([
      "'self'",
      'data:',
    ]);
    expect(effectiveSources(contentSecurityPolicy({ dev: true }), 'img-src')).toContain('blob:');
    for (const mode of ['github', 'cloud', 'local', 'off'] as const)
      expect(effectiveSources(contentSecurityPolicy({ editor: editorSources(mode) }), 'img-src')).toContain('blob:');
  });

  it('relaxes scripts only in development', () => {
    expect(scriptSourcesOf(contentSecurityPolicy({ dev: true }))).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
    ]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|ws:/);
  });

  it("opens the editor's page to its mode's hosts only, and frames nothing there", () => {
    const directives = (mode: EditorMode) => contentSecurityPolicy({ editor: editorSources(mode) }).split('; ');
    const github = directives('github');
    expect(github).toContain("connect-src 'self' https://api.github.com https://raw.githubusercontent.com");
    // Keystatic's set-up posts the GitHub App's manifest to github.com.
    expect(github).toContain("form-action 'self' https://github.com");
    expect(github).toContain("frame-src 'none'");
    const cloud = directives('cloud');
    expect(cloud).toContain("form-action 'self'");
    expect(cloud.find((d) => d.startsWith('connect-src'))).toContain('https://api.keystatic.cloud');
    for (const mode of ['local', 'off'] as const) {
      const policy = contentSecurityPolicy({ editor: editorSources(mode) });
      expect(effectiveSources(policy, 'connect-src')).toEqual(["'self'"]);
      expect(directives(mode)).toContain("form-action 'self'");
    }
  });

  it('sends no directive that only repeats default-src, and keeps every source the same for the browser', () => {
    const policies = [
      contentSecurityPolicy(),
      contentSecurityPolicy({ scriptSources: ["'sha256-abc='"], upgradeInsecureRequests: true }),
      contentSecurityPolicy({ dev: true }),
      contentSecurityPolicy({ editor: editorSources('github') }),
    ];
    for (const policy of policies) {
      const parts = policy.split('; ').map((part) => part.split(' '));
      const fallback = parts
        .find(([name]) => name === 'default-src')!
        .slice(1)
        .join(' ');
      expect(fallback).toBe("'self'");
      const repeats = parts.filter(
        ([name, ...values]) => fallsBackToDefault.has(name!) && values.join(' ') === fallback,
      );
      expect(repeats).toEqual([]);
    }
    // What the dropped directives allowed is what a browser reads from default-src.
    const production = contentSecurityPolicy();
    for (const directive of ['font-src', 'connect-src', 'manifest-src', 'media-src'])
      expect([directive, effectiveSources(production, directive)]).toEqual([directive, ["'self'"]]);
    expect(effectiveSources(production, 'object-src')).toEqual(["'none'"]);
    expect(effectiveSources(production, 'img-src')).toEqual(["'self'", 'data:']);
    // The development policy still opens the websocket of hot reload.
    expect(effectiveSources(contentSecurityPolicy({ dev: true }), 'connect-src')).toEqual(["'self'", 'ws:']);
  });

  it('never leaves to default-src a directive that does not fall back to it', () => {
    for (const directive of ['frame-ancestors', 'form-action', 'base-uri', 'sandbox', 'frame-src', 'worker-src'])
      expect([directive, fallsBackToDefault.has(directive)]).toEqual([directive, false]);
    const policy = contentSecurityPolicy();
    expect(effectiveSources(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(effectiveSources(policy, 'form-action')).toEqual(["'self'"]);
    expect(effectiveSources(policy, 'base-uri')).toEqual(["'self'"]);
  });
});

describe('CSP manifest', () => {
  let distDir: string;

  /** A build folder laid out as `next build` writes it. */
  function writeBuild(buildId: string, pages: Record<string, string>) {
    fs.writeFileSync(path.join(distDir, 'BUILD_ID'), buildId);
    const routes: Record<string, object> = { '/og/home.png': { routeType: 'route' } };
    for (const [route, html] of Object.entries(pages)) {
      routes[route] = { routeType: 'page' };
      fs.mkdirSync(path.dirname(htmlFile(distDir, route)), { recursive: true });
      fs.writeFileSync(htmlFile(distDir, route), html);
    }
    fs.writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({ routes }));
  }

  beforeEach(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-manifest-'));
  });
  afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it('maps every prerendered page to its hashes, and the not-found pages to the fallback', () => {
    const home = page(flight);
    const article = page('<script>article()</script>');
    const notFound = page('<script>notFound()</script>');
    writeBuild('b1', { '/': home, '/blog/1': article, '/_not-found': notFound });
    const manifest = buildCspManifest(distDir);
    expect(manifest).toEqual({
      buildId: 'b1',
      pages: { '/': inlineScriptHashes(home), '/blog/1': inlineScriptHashes(article) },
      fallback: inlineScriptHashes(notFound),
    });
  });

  it('is rebuilt when it was written for another build, and absent without a build', () => {
    writeBuild('b1', { '/': page('<script>one()</script>') });
    writeCspManifest(distDir, buildCspManifest(distDir));
    expect(loadCspManifest(distDir)?.pages['/']).toEqual([hashSource('one()')]);
    writeBuild('b2', { '/': page('<script>two()</script>') });
    expect(loadCspManifest(distDir)?.pages['/']).toEqual([hashSource('two()')]);
    fs.rmSync(path.join(distDir, MANIFEST_FILE));
    fs.rmSync(path.join(distDir, 'BUILD_ID'));
    expect(loadCspManifest(distDir)).toBeNull();
  });

  it('refuses a build with no prerendered page', () => {
    writeBuild('b1', {});
    expect(() => buildCspManifest(distDir)).toThrow(/No prerendered HTML page/);
  });
});
