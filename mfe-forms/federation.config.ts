import { exposesOf } from '@radix/site-kit/contracts';
import { devPorts } from '@radix/tooling/src/ports';

export const federation = {
  name: 'forms',
  port: devPorts.forms,
  exposes: exposesOf('forms'),
};
