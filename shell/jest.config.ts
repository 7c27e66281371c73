import path from 'node:path';
import { createJestConfig } from '@radix/tooling';
import { federation as products } from '../mfe-products/federation.config';
import { federation as services } from '../mfe-services/federation.config';
import { federation as forms } from '../mfe-forms/federation.config';
import { federation as legal } from '../mfe-legal/federation.config';

/** Federated ids (`legal/TermsPage`) resolve to the remotes' real source, as declared in their exposes. */
const federatedSources = Object.fromEntries(
  [products, services, forms, legal].flatMap((remote) =>
    Object.entries(remote.exposes).map(([key, file]) => [
      `^${remote.name}/${key.slice(2)}$`,
      path.join(__dirname, '..', `mfe-${remote.name}`, file),
    ]),
  ),
);

export default createJestConfig(__dirname, {
  moduleNameMapper: {
    ...federatedSources,
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/test/federation-runtime.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
});
