import type { ExposeKey } from '@radix/site-kit/contracts';
import { devPorts } from '@radix/tooling/src/ports';

export const federation = {
  name: 'legal',
  port: devPorts.legal,
  exposes: {
    './TermsPage': './src/exposes/terms-page.tsx',
    './PrivacyPage': './src/exposes/privacy-page.tsx',
  } satisfies Record<ExposeKey<'legal'>, string>,
};
