import { createFederatedConfig } from '@radix/tooling';
import { federation } from './federation.config';

export default createFederatedConfig({ ...federation, dir: __dirname, title: 'Radix products (standalone)' });
