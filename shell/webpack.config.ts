import {
  apiDevProxy,
  createFederatedConfig,
  createNodeConfig,
  createPlainScriptConfig,
  devPorts,
  type FederatedConfigOptions,
} from '@radix/tooling';
import { manifestFile, pageLoaderScript, releaseInfoFile } from '@radix/site-kit/build-outputs';
import { isReleaseInfo } from '@radix/site-kit/contract-version';
import { composeRouteTable } from '@radix/site-kit/route-table';
import { runtimeConfigFile, runtimeConfigPath } from '@radix/site-kit/runtime-config';
import { remoteNames } from '@radix/site-kit/contracts';
import { FirstLoadPlugin } from './config/first-load-plugin';
import { SeoFilesPlugin } from './config/seo-files-plugin';
import { partRoutes } from './src/routes';

const remoteDevOrigin = (name: (typeof remoteNames)[number]) => `http://localhost:${devPorts[name]}`;

/**
 * The development site's configuration: each remote's development server, and the route table the
 * shell and the remotes declare, read from each one's `release-info.json` as a deploy reads their
 * releases' (a remote not started yet adds no routes; the shell says which).
 */
async function developmentConfig() {
  const declared = await Promise.all(
    remoteNames.map(async (name) => {
      try {
        const response = await fetch(`${remoteDevOrigin(name)}/${releaseInfoFile}`);
        const info: unknown = await response.json();
        return { part: name, routes: isReleaseInfo(info) ? info.routes : { routes: [] } };
      } catch {
        console.warn(`${name}'s development server does not answer: its routes are left out`);
        return { part: name, routes: { routes: [] } };
      }
    }),
  );
  const { table, problems } = composeRouteTable([{ part: 'shell', routes: partRoutes }, ...declared]);
  problems.forEach((problem) => console.warn(problem));
  return {
    apiBaseUrl: '/api/',
    remotes: Object.fromEntries(remoteNames.map((name) => [name, `${remoteDevOrigin(name)}/${manifestFile}`])),
    routes: table,
  };
}

const shellOptions = {
  name: 'shell',
  dir: __dirname,
  port: devPorts.shell,
  title: 'Radix Softech',
  routes: partRoutes,
  copy: [{ from: `config/${runtimeConfigFile}`, to: runtimeConfigFile }],
  devServer: {
    host: 'localhost',
    proxy: [apiDevProxy],
    setupMiddlewares: (middlewares, server) => {
      server.app?.get(runtimeConfigPath, (_request, response) => {
        void developmentConfig().then((config) => response.set('Cache-Control', 'no-cache').json(config));
      });
      return middlewares;
    },
  },
} satisfies FederatedConfigOptions;

const shellConfig = createFederatedConfig(shellOptions);

/**
 * In production, the web build, the loader of rendered pages and the renderer's Node build; in
 * development the web build alone.
 */
export default (...args: Parameters<typeof shellConfig>) => {
  const config = shellConfig(...args);
  const web = {
    ...config,
    name: 'web',
    plugins: [...(config.plugins ?? []), new SeoFilesPlugin(), new FirstLoadPlugin()],
  };
  if (config.mode !== 'production') return web;
  return [
    web,
    createPlainScriptConfig({ name: pageLoaderScript, dir: __dirname, entry: './src/loader.ts' }, 'production'),
    createNodeConfig({ ...shellOptions, entry: './src/server/index.ts' }, 'production'),
  ];
};
