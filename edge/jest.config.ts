/** @jest-config-loader ts-node */
import path from 'node:path';
import type { Config } from 'jest';

/** The worker's tests: its handlers over a fake bucket and cache, in Node. */
const config: Config = {
  rootDir: __dirname,
  displayName: 'edge',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.test.json'), diagnostics: false }],
  },
};

export default config;
