/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allowList, spellCheck } from '@/scripts/support/spell-check';

// Debian's hunspell with hunspell-es (scripts/ensure-hunspell.sh, run by `npm run test:unit`). Without
// it (not installed and not root to install it) these tests are skipped, saying why; on CI a failure.
const installed = (() => {
  try {
    execFileSync('hunspell', ['-d', 'es_US', '-l'], { input: 'casa' });
    return true;
  } catch {
    return false;
  }
})();
if (!installed && process.env.CI)
  throw new Error('hunspell with es_US is missing on CI: scripts/ensure-hunspell.sh installs it');
if (!installed) console.warn('hunspell with es_US is not installed (scripts/ensure-hunspell.sh): skipping');
const describeWithHunspell = installed ? describe : describe.skip;

describeWithHunspell('the Spanish spell check', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('names the file and the words the dictionary does not know, and nothing else', () => {
    fs.writeFileSync(
      path.join(folder, 'page.yaml'),
      [
        'title: Procesamiento de pagos con tarjetta',
        'intro: Llame al {{salesPhone}} y pida su presupuesto gratuito.',
        'cta:',
        '  label: Solicite una demostración de Clover',
        '  href: /contact-us?product=Clover',
        'systems:',
        '  - swipe-simple',
        '  - nrs',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(folder, 'article.md'),
      '---\ntitle: Cómo elegir un sistema POS\n---\nLea [la guía](/guides/pci-compliance-checklist) y evite los contracargos.\n',
    );
    const { files, problems } = spellCheck(folder, new Set(['Clover', 'POS']));
    expect(files).toBe(2);
    expect(Object.fromEntries([...problems].map(([file, words]) => [path.basename(file), words]))).toEqual({
      'page.yaml': ['tarjetta'],
      'article.md': ['contracargos'],
    });
  });

  it('accepts the words of the allow-list, and the repository’s Spanish files with its own list', () => {
    fs.writeFileSync(path.join(folder, 'page.yaml'), 'body: Evite los contracargos con Clover.\n');
    expect(spellCheck(folder, new Set(['contracargos', 'Clover'])).problems.size).toBe(0);
    const repository = spellCheck(path.join(process.cwd(), 'content', 'es'), allowList());
    expect(Object.fromEntries(repository.problems)).toEqual({});
  });
});
