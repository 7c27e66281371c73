import concurrently from 'concurrently';
import { remoteNames } from '@radix/site-kit/contracts';
import { devServers } from './dev-servers';

const { result } = concurrently(devServers(remoteNames), { killOthersOn: ['failure'], prefix: 'name' });

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
