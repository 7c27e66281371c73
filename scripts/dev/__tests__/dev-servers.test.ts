import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { apiDevProxy, devPorts } from '@radix/tooling/ports';
import formsConfig from '../../../mfe-forms/webpack.config';
import shellConfig from '../../../shell/webpack.config';

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
