import { exposesOf } from '@radix/site-kit/contracts';
import { devPorts } from '@radix/tooling/ports';
import { partRoutes } from './src/routes';

export const federation = {
  name: 'legal',
  port: devPorts.legal,
  exposes: exposesOf('legal'),
  routes: partRoutes,
};
