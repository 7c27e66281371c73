/** @jest-config-loader ts-node */
import path from 'node:path';
import type { Config } from 'jest';

/** The release model's tests: plain functions over records, in Node. */
const config: Config = {
  rootDir: __dirname,
  displayName: 'release-model',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json'), diagnostics: false }],
  },
};

export default config;
