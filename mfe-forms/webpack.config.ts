import { apiDevProxy, createRemoteConfigs } from '@radix/tooling';
import { federation } from './federation.config';

export default createRemoteConfigs({
  ...federation,
  dir: __dirname,
  title: 'Radix forms (standalone)',
  // The standalone forms post to /api/ on their own origin: the local inquiry API behind it.
  devServer: { proxy: [apiDevProxy] },
});
