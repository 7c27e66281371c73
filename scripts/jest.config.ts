/** @jest-config-loader ts-node */
import path from 'node:path';
import type { Config } from 'jest';

/** Tests of the development and measurement tools and of what the builds write. */
const config: Config = {
  rootDir: __dirname,
  displayName: 'scripts',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/__tests__/**/*.test.ts'],
  // The platform's source: its compiled build exists only after "npm run build".
  moduleNameMapper: { '^@radix/platform$': '<rootDir>/../platform/src/index.ts' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, '..', 'tsconfig.json'), diagnostics: false }],
  },
};

export default config;
