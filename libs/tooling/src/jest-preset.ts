import path from 'node:path';
import type { Config } from 'jest';

const here = __dirname;

/**
 * The one Jest setup: jsdom, ts-jest without type checking (tsc does that), content YAML as the build
 * bundles it, CSS and assets stubbed.
 */
export function createJestConfig(dir: string, extra: Partial<Config> = {}): Config {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src', ...(extra.roots ?? [])],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(dir, 'tsconfig.json'), diagnostics: false }],
      '^.+\\.ya?ml$': path.join(here, 'content-jest-transform.cjs'),
    },
    moduleNameMapper: {
      '\\.(s?css)$': 'identity-obj-proxy',
      '\\.(svg|png|jpe?g|webp|avif|woff2?|xlsx)$': path.join(here, 'file-stub.ts'),
      ...(extra.moduleNameMapper ?? {}),
    },
    setupFiles: [path.join(here, 'jest-polyfills.ts')],
    setupFilesAfterEnv: [path.join(here, 'jest-setup.ts'), ...(extra.setupFilesAfterEnv ?? [])],
    testEnvironmentOptions: { customExportConditions: [''] },
    ...Object.fromEntries(
      Object.entries(extra).filter(([key]) => !['roots', 'moduleNameMapper', 'setupFilesAfterEnv'].includes(key)),
    ),
  };
}
