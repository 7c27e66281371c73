/** @jest-config-loader ts-node */
import path from 'node:path';
import { createJestConfig } from '@radix/tooling';
import { exposedFiles, remoteIds, remoteOf, remotePackage } from '@radix/site-kit/contracts';

/** Federated ids (`legal/TermsPage`) resolve to the remotes' real source, from the contracts' table of exposed files. */
const federatedSources = Object.fromEntries(
  remoteIds.map((id) => [`^${id}$`, path.join(__dirname, '..', remotePackage(remoteOf(id)), exposedFiles[id])]),
);

export default createJestConfig(__dirname, {
  moduleNameMapper: {
    ...federatedSources,
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/test/federation-runtime.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
});
