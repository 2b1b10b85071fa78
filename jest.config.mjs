import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // marked ships ESM for bundlers and a UMD build that Jest's CommonJS runtime can load.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
  },
};

export default createJestConfig(config);
