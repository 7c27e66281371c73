import { portOffsets, remoteNames, type RemoteName } from '@radix/site-kit/contracts';

const shellDevPort = 3000;
const offsets = portOffsets(remoteNames);

/** Development ports of every deployable (3000, then each remote's place) and of the local inquiry API after them. */
export const devPorts = {
  shell: shellDevPort,
  ...(Object.fromEntries(remoteNames.map((name) => [name, shellDevPort + offsets.remotes[name]])) as Record<
    RemoteName,
    number
  >),
  api: shellDevPort + offsets.next,
};

/** The development servers' proxy of `/api` to the local inquiry API, so pages post to their own origin. */
export const apiDevProxy = { context: ['/api'], target: `http://127.0.0.1:${devPorts.api}` };
