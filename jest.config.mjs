import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
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

export default createJestConfig(config);
