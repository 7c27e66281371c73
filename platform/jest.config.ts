/** @jest-config-loader ts-node */
import path from 'node:path';
import type { Config } from 'jest';

/** The platform's tests: Node, real sockets on loopback, fixture folders instead of builds. */
const config: Config = {
  rootDir: __dirname,
  displayName: 'platform',
  testEnvironment: 'node',
  // The bucket tests talk to a local R2 in workerd: generous on a loaded or slow machine, never a measure.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json'), diagnostics: false }],
    // fastify's inject (light-my-request), which the Node server's no-script posts use, requires `cookie` 2, which ships only as ES modules.
    '/node_modules/cookie/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true }, diagnostics: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
};

export default config;
