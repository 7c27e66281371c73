import { exposesOf } from '@radix/site-kit/contracts';
import { devPorts } from '@radix/tooling/ports';
import { partRoutes } from './src/routes';

export const federation = {
  name: 'services',
  port: devPorts.services,
  exposes: exposesOf('services'),
  routes: partRoutes,
};
