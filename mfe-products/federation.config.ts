import { exposesOf } from '@radix/site-kit/contracts';
import { devPorts } from '@radix/tooling/ports';
import { partRoutes } from './src/routes';

export const federation = {
  name: 'products',
  port: devPorts.products,
  exposes: exposesOf('products'),
  routes: partRoutes,
};
