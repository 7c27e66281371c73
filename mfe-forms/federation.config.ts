import { exposesOf } from '@radix/site-kit/contracts';
import { devPorts } from '@radix/tooling/ports';
import { partRoutes } from './src/routes';

export const federation = {
  name: 'forms',
  port: devPorts.forms,
  exposes: exposesOf('forms'),
  routes: partRoutes,
};
