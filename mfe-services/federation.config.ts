import type { ExposeKey } from '@radix/site-kit/contracts';
import { devPorts } from '@radix/tooling/src/ports';

export const federation = {
  name: 'services',
  port: devPorts.services,
  exposes: {
    './ServicesPage': './src/exposes/services-page.tsx',
    './ServicePage': './src/exposes/service-page.tsx',
    './ServicesGrid': './src/exposes/services-grid.tsx',
  } satisfies Record<ExposeKey<'services'>, string>,
};
