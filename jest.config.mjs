import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  // Jest's default is one worker fewer than the cores: one on CI's two, so the files ran one after
  // the other. Two run at once; each file keeps what it starts to itself (free ports, its own
  // temporary folders, its own PostgreSQL server, __tests__/support/closed-port.ts for a server
  // that is down), so any two can run side by side.
  maxWorkers: 2,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    // 'server-only' throws unless resolved with the react-server condition (as Next does for server code).
    // Jest runs server modules directly, as the server would: map it to its empty module.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
    '^@/(.*)$': '<rootDir>/$1',
    // marked ships ESM for bundlers and a UMD build that Jest's CommonJS runtime can load.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
  },
};

/**
 * Keystatic's reader (lib/content/source.ts) and Markdoc ship only ES modules,
 * as do the HTML and selector packages Beasties uses (lib/build/critical-css.ts)
 * and capsize's font reader (scripts/support/font-subset.ts); Jest runs
 * CommonJS, so those are compiled like the project's own code.
 * next/jest lets a config add ignore patterns but not narrow its own, so the
 * resolved list is edited here.
 */
const esmPackages = [
  '@keystatic',
  '@markdoc',
  '@capsizecss',
  'beasties',
  'css-select',
  'css-what',
  'nth-check',
  'boolbase',
  'dom-serializer',
  'domelementtype',
  'domhandler',
  'domutils',
  'entities',
  'htmlparser2',
  'fontkitten',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    // The first pattern ignores node_modules except the packages next/jest compiles: add ours to those.
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern, index) =>
      index === 0 ? pattern.replace('(?!(', `(?!(${esmPackages.join('|')}|`) : pattern,
    ),
  };
}
