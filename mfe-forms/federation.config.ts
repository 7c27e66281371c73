import { exposesOf } from '@radix/site-kit/contracts';
import { devPorts } from '@radix/tooling/ports';

export const federation = {
  name: 'forms',
  port: devPorts.forms,
  exposes: exposesOf('forms'),
};
