import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { apiDevProxy, devPorts } from '@radix/tooling/ports';
import formsConfig from '../../../mfe-forms/webpack.config';
import shellConfig from '../../../shell/webpack.config';
import { proxyPort } from '../../../admin/src/ports';
import { devServers } from '../dev-servers';

type WithDevServer = Configuration & { devServer?: DevServerConfiguration };

const development = { mode: 'development' as const };

describe('the development servers', () => {
  it('send /api to the local inquiry API', () => {
    expect(apiDevProxy).toEqual({ context: ['/api'], target: `http://127.0.0.1:${devPorts.api}` });
  });

  it.each([
    ['the shell', () => shellConfig({}, development) as WithDevServer],
    ['the standalone forms', () => formsConfig({}, development) as WithDevServer],
  ])('%s proxy /api there', (_name, config) => {
    expect(config().devServer?.proxy).toEqual([apiDevProxy]);
  });
});

describe('npm start', () => {
  it('serves the content editor and decap-server on the working tree beside the site', () => {
    const commands = devServers(['products']).map((server) => server.command);
    expect(commands).toContain('npm start -w admin');
    // decap-server edits the folder it starts in (no GIT_REPO_DIRECTORY): the checkout's root.
    expect(commands).toContain(`PORT=${proxyPort} MODE=fs decap-server`);
    expect(commands).toContain('npm start -w mfe-products');
    expect(commands.at(-1)).toBe('npm start -w shell');
  });
});
