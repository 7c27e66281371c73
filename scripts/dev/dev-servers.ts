import { remotePackage } from '@radix/site-kit/contracts';
import { proxyPort } from '../../admin/src/ports';

/** One development server of `npm start`: its label and the command that runs it. */
export interface DevServer {
  name: string;
  command: string;
  prefixColor: string;
}

const colors = ['blue', 'magenta', 'yellow', 'cyan', 'red', 'white'];

/**
 * The local inquiry API, the content editor (at /admin/) with decap-server writing the working tree's
 * files, each remote's development server (in the order of `names`), then the shell's.
 */
export function devServers(names: readonly string[]): DevServer[] {
  return [
    { name: 'api', command: 'node -r ts-node/register mfe-forms/dev-api/server.ts', prefixColor: 'gray' },
    { name: 'editor', command: 'npm start -w admin', prefixColor: 'gray' },
    { name: 'decap', command: `PORT=${proxyPort} MODE=fs decap-server`, prefixColor: 'gray' },
    ...names.map((name, index) => ({
      name,
      command: `npm start -w ${remotePackage(name)}`,
      prefixColor: colors[index % colors.length] ?? 'white',
    })),
    { name: 'shell', command: 'npm start -w shell', prefixColor: 'green' },
  ];
}
