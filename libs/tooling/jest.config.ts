/** @jest-config-loader ts-node */
import path from 'node:path';
import type { Config } from 'jest';

/** The build tooling's tests: what the builds write (merged manifests, the font's subset, the styles kept), in Node. */
const config: Config = {
  rootDir: __dirname,
  displayName: 'tooling',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, '..', '..', 'tsconfig.json'), diagnostics: false }],
  },
};

export default config;
