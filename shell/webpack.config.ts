import {
  apiDevProxy,
  createFederatedConfig,
  createNodeConfig,
  createPlainScriptConfig,
  devPorts,
  type FederatedConfigOptions,
} from '@radix/tooling';
import { manifestFile, pageLoaderScript } from '@radix/site-kit/build-outputs';
import { runtimeConfigFile, runtimeConfigPath } from '@radix/site-kit/runtime-config';
import { remoteNames } from '@radix/site-kit/contracts';
import { FirstLoadPlugin } from './config/first-load-plugin';
import { SeoFilesPlugin } from './config/seo-files-plugin';

const developmentConfig = {
  apiBaseUrl: '/api/',
  remotes: Object.fromEntries(remoteNames.map((name) => [name, `http://localhost:${devPorts[name]}/${manifestFile}`])),
};

const shellOptions = {
  name: 'shell',
  dir: __dirname,
  port: devPorts.shell,
  title: 'Radix Softech',
  copy: [{ from: `config/${runtimeConfigFile}`, to: runtimeConfigFile }],
  devServer: {
    host: 'localhost',
    proxy: [apiDevProxy],
    setupMiddlewares: (middlewares, server) => {
      server.app?.get(runtimeConfigPath, (_request, response) => {
        response.set('Cache-Control', 'no-cache').json(developmentConfig);
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
