import { createRemoteConfigs } from '@radix/tooling';
import { federation } from './federation.config';

export default createRemoteConfigs({ ...federation, dir: __dirname, title: 'Radix forms (standalone)' });
