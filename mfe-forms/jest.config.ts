/** @jest-config-loader ts-node */
import type { Config } from 'jest';
import { createJestConfig } from '@radix/tooling';

const browser = createJestConfig(__dirname);

/**
 * Two projects: the forms in jsdom, and the local inquiry API in Node (the shared Jest setup
 * touches `window`, so the API tests run without it).
 */
const config: Config = {
  projects: [
    { ...browser, displayName: 'forms' },
    {
      ...browser,
      displayName: 'dev-api',
      roots: ['<rootDir>/dev-api'],
      testEnvironment: 'node',
      setupFilesAfterEnv: [],
      // fastify's inject (light-my-request) requires `cookie` 2, which ships only as ES modules.
      transform: {
        ...browser.transform,
        '/node_modules/cookie/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true }, diagnostics: false }],
      },
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
    },
  ],
};

export default config;
